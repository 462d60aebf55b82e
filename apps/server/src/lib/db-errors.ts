import { conflict } from './errors.ts';

/** SQLite and PostgreSQL report a unique-constraint breach differently. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** Runs a write a unique index guards; a breach of it answers 409 with `taken`. */
export async function unlessTaken<T>(taken: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(taken);
    throw err;
  }
}

/** Inserts one row a unique index guards and answers its id; a breach answers 409 with `taken`. */
export function insertedIdUnlessTaken(
  taken: string,
  insert: { executeTakeFirstOrThrow(): Promise<{ id: number }> },
): Promise<number> {
  return unlessTaken(taken, async () => (await insert.executeTakeFirstOrThrow()).id);
}
