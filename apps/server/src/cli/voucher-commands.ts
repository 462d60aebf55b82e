import type { FastifyInstance } from 'fastify';
import { workflowCli } from '../kit/workflow/index.ts';
import { voucherClaimWorkflow } from '../modules/voucher/claim-workflow.ts';
import { voucherRedemptionWorkflow } from '../modules/voucher/redemption-workflow.ts';
import { expireVouchers } from '../modules/voucher/vouchers.ts';

const claims = workflowCli(voucherClaimWorkflow, {
  pending: 'voucher-claims-pending',
  verbs: { 'voucher-issue': 'approve', 'voucher-refuse': 'refuse' },
});
const redemptions = workflowCli(voucherRedemptionWorkflow, {
  pending: 'voucher-redemptions-pending',
  verbs: {
    'voucher-redeem-approve': 'approve',
    'voucher-redeem-settle': 'settle',
    'voucher-redeem-refuse': 'refuse',
  },
});

export const VOUCHER_USAGE = `${claims.usage}
${redemptions.usage}
  npm run operator -- voucher-expire                   过期创新券：余额退回批次（每日定时运行）`;

export const VOUCHER_COMMANDS = [
  ...claims.commands,
  ...redemptions.commands,
  'voucher-expire',
] as const;

/** The voucher workflows' verbs (derived from their definitions) and the expiry run. */
export async function runVoucherCommand(
  app: FastifyInstance,
  command: string,
  values: { id?: string | undefined; reason?: string | undefined },
): Promise<string> {
  if (command === 'voucher-expire') {
    const { vouchers, yuan } = await expireVouchers(app.db, app.clock.now());
    await app.audit(null, {
      action: 'operator.voucher-expire',
      outcome: 'success',
      actor: `cli:${process.env.USER ?? 'operator'}`,
      detail: { vouchers, yuan },
    });
    return `已过期创新券 ${vouchers} 张，退回批次 ${yuan} 元`;
  }
  const cli = claims.commands.includes(command) ? claims : redemptions;
  return cli.run(app, command, values);
}
