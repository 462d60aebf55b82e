import { maskPhone, PROVIDER_AUTH_TYPES } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { clearPublicCaches } from '../lib/cache-registry.ts';
import { formatTime } from '../lib/time.ts';
import { decideApplication } from '../modules/merchant/onboarding.ts';

export const MERCHANT_USAGE = `  npm run operator -- org-pending                       列出待审核的机构入驻申请
  npm run operator -- org-approve --id <申请id>         通过机构入驻申请（申请人成为机构负责人）
  npm run operator -- org-refuse --id <申请id> --reason <驳回原因>`;

export const MERCHANT_COMMANDS = ['org-pending', 'org-approve', 'org-refuse'] as const;

export type MerchantCommand = (typeof MERCHANT_COMMANDS)[number];

/** The 入驻 queue from the command line: the same decision service as the console, audited. */
export async function runMerchantCommand(
  app: FastifyInstance,
  command: MerchantCommand,
  values: { id?: string | undefined; reason?: string | undefined },
): Promise<string> {
  if (command === 'org-pending') {
    const rows = await app.db
      .selectFrom('orgApplications as a')
      .innerJoin('users as u', 'u.id', 'a.userId')
      .select(['a.id', 'a.createdAt', 'u.username', 'a.orgName', 'a.authType', 'a.creditCode'])
      .select(['a.contact', 'a.telephone'])
      .where('a.status', '=', 0)
      .orderBy('a.createdAt')
      .orderBy('a.id')
      .execute();
    if (rows.length === 0) return '没有待审核的机构入驻申请';
    return rows
      .map((r) =>
        [
          r.id,
          formatTime(r.createdAt),
          r.username,
          r.orgName,
          PROVIDER_AUTH_TYPES[r.authType as keyof typeof PROVIDER_AUTH_TYPES] ?? '',
          r.creditCode,
          `${r.contact} ${maskPhone(r.telephone)}`,
        ].join('\t'),
      )
      .join('\n');
  }
  const id = Number(values.id);
  if (!Number.isInteger(id) || id < 1) throw new Error(MERCHANT_USAGE);
  const approve = command === 'org-approve';
  const reason = values.reason?.trim();
  await decideApplication(app.db, id, approve, reason, app.clock.now());
  if (approve) clearPublicCaches(app);
  await app.audit(null, {
    action: `operator.${command}`,
    outcome: 'success',
    actor: `cli:${process.env.USER ?? 'operator'}`,
    detail: { id, ...(reason ? { reason } : {}) },
  });
  return approve ? `已通过入驻申请 ${id}` : `已驳回入驻申请 ${id}：${reason}`;
}
