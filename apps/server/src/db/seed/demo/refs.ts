import type { Tx } from './batch.ts';
import type { Field } from './titles.ts';

/** Reference rows the generators point at, read back in a stable order. */

export async function loadFields(trx: Tx): Promise<Field[]> {
  const rows = await trx
    .selectFrom('techFields')
    .select(['id', 'parentId', 'name'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const parents = rows.filter((r) => r.parentId === null);
  const index = new Map(parents.map((p, i) => [p.id, { name: p.name, index: i + 1 }]));
  const fields = rows
    .filter((r) => r.parentId !== null && index.has(r.parentId))
    .map((r) => {
      const parent = index.get(r.parentId!)!;
      return { id: r.id, name: r.name, parent: parent.name, parentIndex: parent.index };
    });
  if (fields.length === 0) throw new Error('demo seed needs the technical fields of the base seed');
  return fields;
}

export async function loadSchools(trx: Tx) {
  return trx.selectFrom('schools').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

/** optValues and names of a dictionary, in order. */
export async function loadDict(trx: Tx, key: string) {
  const rows = await trx
    .selectFrom('dictOptions')
    .select(['optValue', 'optName'])
    .where('dictKey', '=', key)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ value: Number(r.optValue), name: r.optName }));
}

/** Published outcomes already traded, the source of deal announcements and success cases. */
export async function loadTradedOutcomes(trx: Tx) {
  return trx
    .selectFrom('outcomes')
    .select(['id', 'goodsName', 'orgName', 'techFieldId', 'regionCode', 'price', 'cooperationType'])
    .where('status', '=', 1)
    .where('tradeStatus', '=', 1)
    .orderBy('id')
    .execute();
}

export async function loadIds(
  trx: Tx,
  table: 'needTags' | 'actionCategories' | 'serviceOrgs' | 'financeCategories',
) {
  const rows = await trx.selectFrom(table).select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}
