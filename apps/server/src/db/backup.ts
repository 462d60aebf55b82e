import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';

const run = promisify(execFile);

/**
 * Backups that are consistent while the portal serves (issue #29). SQLite: the online backup
 * API copies the pages in one read snapshot, so writes go on (WAL) and the copy is the
 * database as of one moment. PostgreSQL: pg_dump in its custom format, which reads one snapshot too; restored
 * with pg_restore. Uploaded files have random, never-reused names, so a copy of UPLOAD_DIR
 * made after the database backup holds every file the backup refers to.
 */
export interface BackupTarget {
  databaseUrl?: string | undefined;
  sqlitePath: string;
  uploadDir?: string | undefined;
}

export async function backup(target: BackupTarget, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, target.databaseUrl]);
  } else {
    const source = new SQLite(target.sqlitePath, { readonly: true, fileMustExist: true });
    try {
      // One step for the whole file: a step is one read snapshot, and SQLite restarts a backup
      // whose source another connection wrote between steps, forever under steady writes.
      await source.backup(file, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
    } finally {
      source.close();
    }
  }
  if (target.uploadDir && fs.existsSync(target.uploadDir)) {
    fs.cpSync(target.uploadDir, `${file}.uploads`, { recursive: true, force: false });
  }
}

/**
 * Puts a backup in place of the configured database (and its uploads beside the existing
 * ones). SQLite: only while no server has the file open — the caller stops it first.
 */
export async function restore(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`no backup at ${file}`);
  if (target.databaseUrl) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
  } else {
    const check = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      const ok = check.pragma('integrity_check', { simple: true });
      if (ok !== 'ok') throw new Error(`backup ${file} fails integrity_check: ${ok}`);
    } finally {
      check.close();
    }
    fs.mkdirSync(path.dirname(target.sqlitePath), { recursive: true });
    for (const suffix of ['-wal', '-shm'])
      fs.rmSync(`${target.sqlitePath}${suffix}`, { force: true });
    fs.copyFileSync(file, target.sqlitePath);
  }
  const uploads = `${file}.uploads`;
  if (target.uploadDir && fs.existsSync(uploads)) {
    fs.cpSync(uploads, target.uploadDir, { recursive: true, force: false });
  }
}
