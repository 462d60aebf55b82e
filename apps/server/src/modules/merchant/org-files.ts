import { MerchantMessages as M, type UploadedFile } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import type { Audience } from '../../kit/workflow/index.ts';
import { invalid } from '../../lib/errors.ts';
import { filesByIds, toUploadedFile } from '../upload/repository.ts';

/**
 * A cover or logo must be an image uploaded by someone who works for the organisation, so the
 * owner can carry on with a draft a staff member started. `notImage` names what it is for.
 */
export async function checkImage(
  db: Db,
  orgId: number,
  fileId: number | undefined,
  notImage: string = M.coverInvalid,
): Promise<void> {
  if (fileId === undefined) return;
  const file = await db
    .selectFrom('files as f')
    .innerJoin('orgMembers as m', 'm.userId', 'f.userId')
    .select('f.mime')
    .where('f.id', '=', fileId)
    .where('m.orgId', '=', orgId)
    .executeTakeFirst();
  if (!file) throw invalid(M.fileInvalid);
  if (!file.mime.startsWith('image/')) throw invalid(notImage);
}

/**
 * Approval publishes a cover or logo: the private upload becomes a public image and its
 * /uploads/ address goes on the public row. Null when there is none.
 */
export async function publishImage(trx: Db, fileId: number | null): Promise<string | null> {
  if (fileId === null) return null;
  await trx.updateTable('files').set({ isPublic: 1 }).where('id', '=', fileId).execute();
  const [file] = await filesByIds(trx, [fileId]);
  return file ? toUploadedFile(file).url : null;
}

/**
 * The covers of a page of revisions by file id. The console reads a cover not yet published by
 * its own route (`consolePath` of the revision), members by theirs.
 */
export async function coversOf(
  db: Db,
  rows: { id: number; coverFileId: number | null }[],
  audience: Audience,
  consolePath: (revisionId: number) => string,
): Promise<(row: { id: number; coverFileId: number | null }) => UploadedFile | null> {
  const files = await filesByIds(
    db,
    rows.flatMap((r) => (r.coverFileId ? [r.coverFileId] : [])),
  );
  const byId = new Map(files.map((f) => [f.id, toUploadedFile(f)]));
  return (row) => {
    const file = row.coverFileId ? byId.get(row.coverFileId) : undefined;
    if (!file) return null;
    return audience === 'console' && !file.isPublic ? { ...file, url: consolePath(row.id) } : file;
  };
}
