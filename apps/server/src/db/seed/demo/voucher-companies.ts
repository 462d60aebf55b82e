import fs from 'node:fs/promises';
import path from 'node:path';
import type { Tx } from './batch.ts';
import { companyName, creditCode, type DemoContext, homeCities } from './context.ts';
import { demoMembers } from './members.ts';

/** Certified companies the voucher demo needs (the review queue's few are topped up). */
const COMPANIES = 12;

/** A one-page PDF standing in for a scanned document (demo members upload no real files). */
const demoPdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 120]/Contents 4 0 R/Resources<<>>>>endobj\n4 0 obj<</Length 44>>stream\nBT /F1 12 Tf 20 60 Td (${title}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/**
 * Demo members with a passed enterprise certification, topped up to COMPANIES with members that
 * have none yet (certified a while ago; name and code as on their certification).
 */
export async function certifiedCompanies(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('voucherCompanies');
  const members = await demoMembers(ctx, trx);
  const certified = async () =>
    trx
      .selectFrom('certifications as c')
      .innerJoin('users as u', 'u.id', 'c.userId')
      .select(['c.userId', 'c.realName as name', 'c.certNo as code'])
      .where('c.status', '=', 2)
      .where('c.authType', '=', 2)
      .where('u.verifyStatus', '=', 2)
      .where('u.id', 'in', members)
      .orderBy('c.userId')
      .execute();
  const have = await certified();
  const taken = new Set(
    (await trx.selectFrom('certifications').select('userId').execute()).map((r) => r.userId),
  );
  const cities = homeCities();
  for (const userId of members.filter((id) => !taken.has(id)).slice(0, COMPANIES - have.length)) {
    const at = ctx.timeOn(rng, -rng.int(200, 400));
    // Name, city and the code's region agree.
    const where = rng.pick(cities);
    await trx
      .insertInto('certifications')
      .values({
        userId,
        authType: 2,
        realName: companyName(rng, rng.pick(['电子信息', '新材料', '先进制造与自动化']), where),
        certNo: creditCode(rng, where.cityCode),
        materials: '[]',
        status: 2,
        reason: null,
        submittedAt: at,
        decidedAt: at + rng.int(2, 30) * 3_600_000,
        decidedBy: null,
      })
      .execute();
    await trx
      .updateTable('users')
      .set({ authType: 2, verifyStatus: 2 })
      .where('id', '=', userId)
      .execute();
  }
  return (await certified()).slice(0, COMPANIES);
}

/** Private file rows (and, with an upload folder, their bytes) owned by a member or the console. */
export async function fileMaker(ctx: DemoContext, trx: Tx) {
  let n = 0;
  return async (userId: number | null, name: string, at: number): Promise<number> => {
    n += 1;
    const bytes = demoPdf(`demo ${n}`);
    const storedName = `demo-voucher-${String(n).padStart(4, '0')}.pdf`;
    if (ctx.uploadDir) {
      await fs.mkdir(ctx.uploadDir, { recursive: true });
      await fs.writeFile(path.join(ctx.uploadDir, storedName), bytes);
    }
    const row = await trx
      .insertInto('files')
      .values({
        userId,
        storedName,
        originalName: name,
        mime: 'application/pdf',
        size: bytes.length,
        createdAt: at,
        isPublic: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
}
