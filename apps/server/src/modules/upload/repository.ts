import type { UploadedFile } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import type { StoredFile } from '../../db/types.ts';

export const UPLOAD_URL_PREFIX = '/uploads/';

export async function filesByIds(db: Db, ids: number[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('files').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

export function toUploadedFile(file: StoredFile): UploadedFile {
  return {
    id: file.id,
    name: file.originalName,
    url: `${UPLOAD_URL_PREFIX}${file.storedName}`,
    size: file.size,
    mime: file.mime,
  };
}
