import type {
  BusinessOrg,
  Department,
  DictOption,
  FieldOption,
  ProtocolDetail,
  PublicAccount,
  School,
} from '@portal/shared';
import { maskPhone } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { buildTree } from './tree.ts';

/** Reference data read by forms and the control bar: dictionaries, fields, agencies, schools. */

export async function dictOptions(db: Db, key: string): Promise<DictOption[]> {
  return db
    .selectFrom('dictOptions')
    .select(['id', 'optName', 'optValue'])
    .where('dictKey', '=', key)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function fieldTree(db: Db): Promise<FieldOption[]> {
  const rows = await db
    .selectFrom('techFields')
    .select(['id', 'parentId', 'name'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return buildTree<(typeof rows)[number], FieldOption>(
    rows,
    (r) => ({ id: r.id, name: r.name }),
    () => undefined,
  );
}

export async function businessOrgs(db: Db): Promise<BusinessOrg[]> {
  const rows = await db
    .selectFrom('businessOrgs')
    .select(['id', 'orgName', 'region', 'contact', 'telephone'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, telephone: maskPhone(r.telephone) }));
}

export async function publicAccounts(db: Db, type?: 1 | 2): Promise<PublicAccount[]> {
  let query = db.selectFrom('publicAccounts').select(['type', 'name', 'qrImage']);
  if (type !== undefined) query = query.where('type', '=', type);
  const rows = await query.orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ ...r, type: r.type === 2 ? 2 : 1 }));
}

export async function protocolByType(db: Db, type: 1 | 2): Promise<ProtocolDetail | undefined> {
  const row = await db
    .selectFrom('protocols')
    .select(['title', 'content', 'updatedAt'])
    .where('type', '=', type)
    .executeTakeFirst();
  return row && { type, ...row };
}

export async function schools(db: Db): Promise<School[]> {
  return db.selectFrom('schools').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

/** Departments of one school, or of every school (grouped by school order) when none given. */
export async function departments(db: Db, schoolId?: number): Promise<Department[]> {
  let query = db
    .selectFrom('departments')
    .innerJoin('schools', 'schools.id', 'departments.schoolId')
    .select(['departments.id', 'departments.schoolId', 'departments.name']);
  if (schoolId !== undefined) query = query.where('departments.schoolId', '=', schoolId);
  return query
    .orderBy('schools.sort')
    .orderBy('schools.id')
    .orderBy('departments.sort')
    .orderBy('departments.id')
    .execute();
}
