import { VoucherMessages as M, type VoucherPrefill } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { forbidden } from '../../lib/errors.ts';

/** Enterprise certification (AUTH_TYPES 2) that has passed review (VERIFY_STATUSES 2). */
const COMPANY = 2;
const APPROVED = 2;
/** certifications.status of a passed review (CERT_STATUSES). */
const CERT_PASSED = 2;

/**
 * The member's certified company: name and credit code from its passed certification, the
 * account's phone. Anyone else (individuals, providers, not yet approved) is refused with the
 * way to /Auth — on the server, whatever the form shows.
 */
export async function certifiedCompany(db: Db, userId: number): Promise<VoucherPrefill> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('certifications as c', 'c.userId', 'u.id')
    .select(['c.realName', 'c.certNo', 'u.telephone', 'u.username'])
    .where('u.id', '=', userId)
    .where('u.authType', '=', COMPANY)
    .where('u.verifyStatus', '=', APPROVED)
    .where('c.authType', '=', COMPANY)
    .where('c.status', '=', CERT_PASSED)
    .orderBy('c.id', 'desc')
    .executeTakeFirst();
  if (!row) throw forbidden(M.notCertified);
  return {
    companyName: row.realName,
    creditCode: row.certNo.toUpperCase(),
    linkman: '',
    linkphone: row.telephone,
  };
}
