import { sql } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { Trx, WorkflowTable } from './define.ts';

/** A workflow's subject read from one column of its row, as it is. */
export function columnSubject<T extends WorkflowTable>(
  table: T,
  column: keyof Database[T] & string,
) {
  return async (trx: Trx, id: number): Promise<string> => {
    const row = await trx
      .selectFrom(table as WorkflowTable)
      .select(sql.ref<string>(column).as('name'))
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.name;
  };
}

/** A workflow's subject read from one column of its row, in quotes: “…”. */
export function quotedSubject<T extends WorkflowTable>(
  table: T,
  column: keyof Database[T] & string,
) {
  const read = columnSubject(table, column);
  return async (trx: Trx, id: number): Promise<string> => `“${await read(trx, id)}”`;
}
