import { insertAll, type Tx } from './batch.ts';
import {
  companyName,
  contactName,
  creditCode,
  type DemoContext,
  homeCities,
  mobile,
} from './context.ts';
import { demoMembers } from './members.ts';

/** How many demo activities have sign-up lists, and how many members wait for certification. */
const SIGNUP_ACTIVITIES = 8;
const PENDING_CERTIFICATIONS = 5;

/**
 * Activity sign-ups for the console's sign-up lists: demo members (each at most once per
 * activity) on the activities whose sign-up has opened, between its opening and today.
 */
export async function seedActivitySignups(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('activitySignups');
  const members = await demoMembers(ctx, trx);
  const activities = await trx
    .selectFrom('activities')
    .select(['id', 'signStartAt', 'signEndAt'])
    .where('signStartAt', '<', ctx.anchor)
    .where('signCount', '>', 0)
    .orderBy('signStartAt', 'desc')
    .orderBy('id')
    .limit(SIGNUP_ACTIVITIES)
    .execute();
  const fields = ['电子信息', '新材料', '先进制造与自动化', '生物与新医药', '新能源与节能'];
  const rows = activities.flatMap((a) => {
    const until = Math.min(a.signEndAt, ctx.anchor);
    return rng.sample(members, rng.int(3, 9)).map((userId) => ({
      actionId: a.id,
      userId,
      companyName: companyName(rng, rng.pick(fields)),
      linkman: contactName(rng),
      linkphone: mobile(rng),
      createdAt: a.signStartAt + Math.floor(rng.next() * Math.max(1, until - a.signStartAt)),
    }));
  });
  if (rows.length) await insertAll(trx, 'activitySignups', rows);
}

/**
 * Certifications for the console's review queue: a few demo members waiting (one of them after
 * a refusal, so the history has two rows), and a few already certified. Materials stay empty:
 * demo members upload no files.
 */
export async function seedCertifications(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('certifications');
  const members = await demoMembers(ctx, trx);
  const cities = homeCities();
  const chosen = members.slice(0, PENDING_CERTIFICATIONS + 3);
  for (const [i, userId] of chosen.entries()) {
    const pending = i < PENDING_CERTIFICATIONS;
    const realName = companyName(rng, rng.pick(['电子信息', '新材料', '新能源与节能']));
    const certNo = creditCode(rng, rng.pick(cities).cityCode);
    const submittedAt = ctx.timeOn(rng, -rng.int(0, 6));
    const base = { userId, authType: 2, realName, certNo, materials: '[]' };
    if (i === 0) {
      // Refused once for an unreadable licence, then sent again.
      const first = ctx.timeOn(rng, -rng.int(10, 20));
      await trx
        .insertInto('certifications')
        .values({
          ...base,
          status: 3,
          reason: '营业执照照片不清晰，请重新上传',
          submittedAt: first,
          decidedAt: first + rng.int(2, 48) * 3_600_000,
          decidedBy: null,
        })
        .execute();
    }
    await trx
      .insertInto('certifications')
      .values({
        ...base,
        status: pending ? 1 : 2,
        reason: null,
        submittedAt,
        decidedAt: pending ? null : submittedAt + rng.int(1, 24) * 3_600_000,
        decidedBy: null,
      })
      .execute();
    await trx
      .updateTable('users')
      .set({ authType: 2, verifyStatus: pending ? 1 : 2 })
      .where('id', '=', userId)
      .execute();
  }
}
