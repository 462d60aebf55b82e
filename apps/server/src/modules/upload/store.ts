import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.ts';
import type { StoredFile } from '../../db/types.ts';
import { invalid } from '../../lib/errors.ts';

/** The request's one multipart file, read whole; refused when absent or over `maxMb` MB. */
export async function readUpload(request: FastifyRequest, maxMb: number) {
  const part = await request.file({ limits: { fileSize: maxMb * 1048576, files: 1 } });
  if (!part) throw invalid('请选择要上传的文件');
  const buffer = await part.toBuffer().catch(() => null);
  if (!buffer || part.file.truncated) throw invalid(`文件大小不能超过${maxMb}MB`);
  return { buffer, filename: part.filename };
}

/**
 * An accepted upload written under a random name in `uploadDir` (never overwriting) and
 * recorded in `files`; answers the new row.
 */
export async function storeUpload(
  db: Db,
  uploadDir: string,
  upload: { buffer: Buffer; filename: string | undefined; type: { mime: string; ext: string } },
  row: { userId: number | null; createdAt: number; isPublic?: 0 | 1 },
): Promise<StoredFile> {
  const { buffer, type } = upload;
  const storedName = `${randomBytes(16).toString('hex')}.${type.ext}`;
  await fs.writeFile(path.join(uploadDir, storedName), buffer, { flag: 'wx' });
  return db
    .insertInto('files')
    .values({
      ...row,
      storedName,
      originalName: (upload.filename || `file.${type.ext}`).slice(0, 100),
      mime: type.mime,
      size: buffer.length,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
