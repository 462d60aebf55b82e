import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../../index.ts';
import { FORM_SEEDS } from './catalog.ts';
import { renderForm } from './render.ts';

/** Midnight Shanghai of a catalogue date, as epoch ms (the file's upload time). */
const dateMs = (date: string) => Date.parse(`${date}T00:00:00+08:00`);

/**
 * 下载专区: writes the catalogue's files into the upload folder as public uploads and lists
 * them, when the list is empty. File names derive from the forms' keys, so a second seed into
 * the same folder writes the same names. Returns how many forms it wrote.
 */
export async function seedDownloadForms(db: Db, uploadDir: string): Promise<number> {
  const existing = await db
    .selectFrom('downloadForms')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  await fs.mkdir(uploadDir, { recursive: true });
  const files = await Promise.all(
    FORM_SEEDS.map(async (seed) => {
      const file = await renderForm(seed);
      const hash = createHash('sha256').update(`download-form:${seed.key}`).digest('hex');
      const storedName = `${hash.slice(0, 32)}.${file.ext}`;
      await fs.writeFile(path.join(uploadDir, storedName), file.bytes);
      return { seed, file, storedName };
    }),
  );
  await db.transaction().execute(async (trx) => {
    for (const [i, { seed, file, storedName }] of files.entries()) {
      const at = dateMs(seed.publishDate);
      const stored = await trx
        .insertInto('files')
        .values({
          userId: null,
          storedName,
          originalName: `${seed.title}.${file.ext}`,
          mime: file.mime,
          size: file.bytes.length,
          createdAt: at,
          isPublic: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('downloadForms')
        .values({
          title: seed.title,
          category: seed.category,
          description: seed.description,
          fileId: stored.id,
          publishDate: seed.publishDate,
          sort: i + 1,
          createdAt: at,
        })
        .execute();
    }
  });
  return files.length;
}
