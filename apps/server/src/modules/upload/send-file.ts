import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../../db/types.ts';

/**
 * Streams a stored upload. Private files are never cached by the browser or a proxy and are
 * offered under their original name; `nosniff` keeps the browser to the type we detected.
 * `attachment` asks the browser to save it (downloads that are counted are not cached either).
 */
export function sendStoredFile(
  reply: FastifyReply,
  uploadDir: string,
  file: StoredFile,
  options: { attachment?: boolean } = {},
) {
  const encoded = encodeURIComponent(file.originalName);
  const ascii = file.originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .status(200)
    .header('content-type', file.mime)
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header(
      'cache-control',
      options.attachment
        ? 'no-store'
        : file.isPublic
          ? 'public, max-age=31536000, immutable'
          : 'private, no-store',
    )
    .header(
      'content-disposition',
      `${options.attachment ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encoded}`,
    )
    .send(fs.createReadStream(path.join(uploadDir, file.storedName)));
}
