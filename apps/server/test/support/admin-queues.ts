import { AdminPaths, digestPassword, type OperatorRole } from '@portal/shared';
import { expect } from 'vitest';
import { insertOperator } from '../../src/modules/admin/operator-repository.ts';
import type { TestContext } from './app.ts';
import { post, registerMember, slideTicket, userIdOf } from './client.ts';

const OP_PASSWORD = 'op123!pw';
const NEW_PASSWORD = 'new456!pw';

/** A console operator past the first password change, and its token. */
export async function readyOperator(ctx: TestContext, username: string, roles: OperatorRole[]) {
  await insertOperator(
    ctx.db,
    { username, displayName: username, roles, passwordDigest: digestPassword(OP_PASSWORD) },
    ctx.clock.now(),
  );
  const login = await post<{ token: string }>(ctx.app, AdminPaths.login, {
    username,
    password: digestPassword(OP_PASSWORD),
    ticket: await slideTicket(ctx.app),
  });
  const changed = await post<{ token: string }>(
    ctx.app,
    AdminPaths.changePassword,
    { oldPassword: digestPassword(OP_PASSWORD), newPassword: digestPassword(NEW_PASSWORD) },
    { token: login.data.token },
  );
  expect(changed.code).toBe(1);
  return changed.data.token;
}

/**
 * The cast of a decision-queue test: the applicant member (`applicant`, token and id), and a
 * reviewer, an auditor and a content operator named `${prefix}_reviewer` and so on.
 */
export async function queueCast(ctx: TestContext, prefix: string, applicant: string) {
  const member = (await registerMember(ctx, { username: applicant })).token;
  const memberId = await userIdOf(ctx, applicant);
  const reviewer = await readyOperator(ctx, `${prefix}_reviewer`, ['review']);
  const auditor = await readyOperator(ctx, `${prefix}_auditor`, ['audit']);
  const content = await readyOperator(ctx, `${prefix}_content`, ['content']);
  return { member, memberId, reviewer, auditor, content };
}

/** The console audit rows of one action, newest first, with their parsed detail. */
export async function auditRows(ctx: TestContext, action: string) {
  const rows = await ctx.db
    .selectFrom('auditLog')
    .select(['outcome', 'detail'])
    .where('action', '=', `admin.${action}`)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ outcome: r.outcome, detail: JSON.parse(r.detail) }));
}

/** The first sheet of an Excel answer, as rows of cell values (row 1: the header). */
export async function xlsxRows(payload: Buffer): Promise<unknown[][]> {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/**
 * The tokens a content-console test needs: a content editor, an auditor, a reviewer (who may
 * not touch content) and a member (who may not enter the console), named `<prefix>_…`.
 */
export async function contentConsoleTokens(ctx: TestContext, prefix: string) {
  return {
    content: await readyOperator(ctx, `${prefix}_content`, ['content']),
    audit: await readyOperator(ctx, `${prefix}_audit`, ['audit']),
    review: await readyOperator(ctx, `${prefix}_review`, ['review']),
    member: (await registerMember(ctx, { username: `${prefix}_member` })).token,
  };
}
