import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backup, restore } from '../db/backup.ts';

/**
 * `npm run backup -- --file backups/portal-2026-11-26.db` — a consistent copy of the configured
 * database (SQLite online backup, or pg_dump) and the uploads, taken while the portal serves.
 * `npm run restore -- --file …` — puts it back (SQLite: stop the server first).
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { file: { type: 'string' } },
});
const command = positionals[0];
if ((command !== 'backup' && command !== 'restore') || !values.file) {
  console.error('usage: backup|restore --file <path>');
  process.exit(2);
}
const config = loadConfig();
const target = {
  databaseUrl: config.DATABASE_URL,
  sqlitePath: config.DATABASE_PATH,
  uploadDir: config.UPLOAD_DIR,
};
const started = Date.now();
await (command === 'backup' ? backup(target, values.file) : restore(target, values.file));
console.log(`${command} ${values.file}: done in ${Date.now() - started} ms`);
