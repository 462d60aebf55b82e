import { CREDIT_CODE_AUTH_TYPES, type NeedContactDefaults } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import type { User } from '../../db/types.ts';
import { regionName } from '../region/regions.ts';

/**
 * What a member's new need carries unless the form changes it (issue 26): the certified name as
 * 需求单位, the district its credit code (characters 3–8) or ID number (1–6) was issued in, the
 * person (individuals) or the account as 联系人, and the registered phone.
 */
export async function needContactDefaults(db: Db, user: User): Promise<NeedContactDefaults> {
  const cert = await db
    .selectFrom('certifications')
    .select(['authType', 'realName', 'certNo'])
    .where('userId', '=', user.id)
    .where('status', '=', 2)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const organisation = cert
    ? (CREDIT_CODE_AUTH_TYPES as readonly number[]).includes(cert.authType)
    : false;
  const code = cert ? (organisation ? cert.certNo.slice(2, 8) : cert.certNo.slice(0, 6)) : '';
  const known = regionName(code) ? code : null;
  return {
    companyName: cert?.realName ?? null,
    regionCode: known,
    regionName: regionName(known),
    linkman: cert && !organisation ? cert.realName : user.username,
    linkphone: user.telephone,
  };
}
