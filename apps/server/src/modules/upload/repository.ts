import { AccountPaths, type UploadedFile } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import type { StoredFile } from '../../db/types.ts';
import { invalid } from '../../lib/errors.ts';

/** Where public files (covers, logos) are served statically; private ones never are. */
export const UPLOAD_URL_PREFIX = '/uploads/';

export async function filesByIds(db: Db, ids: number[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('files').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

/**
 * The ids, deduplicated, if every one is `userId`'s own upload; otherwise refused with
 * `message` (a form may only attach the member's own files).
 */
export async function ownFileIds(
  db: Db,
  userId: number,
  fileIds: number[],
  message: string,
): Promise<number[]> {
  const ids = [...new Set(fileIds)];
  const files = await filesByIds(db, ids);
  if (files.length !== ids.length || files.some((f) => f.userId !== userId)) {
    throw invalid(message);
  }
  return ids;
}

export function findPublicFile(db: Db, storedName: string): Promise<StoredFile | undefined> {
  return db
    .selectFrom('files')
    .selectAll()
    .where('storedName', '=', storedName)
    .where('isPublic', '=', 1)
    .executeTakeFirst();
}

/** Private files go to their uploader and to operators, to nobody else. */
export function mayRead(file: StoredFile, user: { id: number; role: string } | null): boolean {
  if (file.isPublic) return true;
  if (!user) return false;
  return file.userId === user.id || user.role === 'operator';
}

/**
 * The files rows attach as a JSON list of ids (their `fileIds`), read in one query: answers
 * each list's files in its order, leaving out ids no file has.
 */
export async function attachedFiles(
  db: Db,
  lists: readonly string[],
): Promise<(fileIds: string) => UploadedFile[]> {
  const ids = lists.flatMap((list) => JSON.parse(list) as number[]);
  const files = new Map((await filesByIds(db, [...new Set(ids)])).map((f) => [f.id, f]));
  return (fileIds) =>
    (JSON.parse(fileIds) as number[])
      .map((id) => files.get(id))
      .filter((f) => f !== undefined)
      .map(toUploadedFile);
}

export function toUploadedFile(file: StoredFile): UploadedFile {
  const isPublic = file.isPublic === 1;
  return {
    id: file.id,
    name: file.originalName,
    url: isPublic
      ? `${UPLOAD_URL_PREFIX}${file.storedName}`
      : `${AccountPaths.privateFile}${file.id}`,
    isPublic,
    size: file.size,
    mime: file.mime,
  };
}
