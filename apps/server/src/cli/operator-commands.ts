import { parseArgs } from 'node:util';
import { digestPassword, Messages, PASSWORD_PATTERN, PHONE_PATTERN } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { formatTime } from '../lib/time.ts';
import { decideCertification } from '../modules/account/certification.ts';
import { hashPasswordDigest } from '../modules/account/password.ts';
import { findUserByUsername } from '../modules/account/user-repository.ts';
import { ACTIVITY_COMMANDS, ACTIVITY_USAGE, runActivityCommand } from './activity-commands.ts';
import { ADMIN_COMMANDS, ADMIN_USAGE, runAdminCommand } from './admin-commands.ts';
import {
  COLLECTION_COMMANDS,
  COLLECTION_USAGE,
  runCollectionCommand,
} from './collection-commands.ts';
import {
  EVALUATION_COMMANDS,
  EVALUATION_USAGE,
  runEvaluationCommand,
} from './evaluation-commands.ts';
import { FINANCE_COMMANDS, FINANCE_USAGE, runFinanceCommand } from './finance-commands.ts';
import {
  INTERACTION_COMMANDS,
  INTERACTION_USAGE,
  runInteractionCommand,
} from './interaction-commands.ts';
import { MARKET_COMMANDS, MARKET_USAGE, runMarketCommand } from './market-commands.ts';
import { merchantCli, orgChangeCli, outcomeCli, productCli } from './merchant-commands.ts';
import { PAYMENT_COMMANDS, PAYMENT_USAGE, runPaymentCommand } from './payment-commands.ts';
import { POLICY_COMMANDS, POLICY_USAGE, runPolicyCommand } from './policy-commands.ts';
import { RESOURCE_COMMANDS, RESOURCE_USAGE, runResourceCommand } from './resource-commands.ts';
import { runServiceCommand, SERVICE_COMMANDS, SERVICE_USAGE } from './service-commands.ts';
import { runVoucherCommand, VOUCHER_COMMANDS, VOUCHER_USAGE } from './voucher-commands.ts';

export const OPERATOR_USAGE = `运营命令（运营后台 /admin 之外的命令行入口）:
${ADMIN_USAGE}
  npm run operator -- create-operator --username <账号> --telephone <手机号> --password <密码>
  npm run operator -- pending                          列出待审核的认证
  npm run operator -- approve --username <会员账号>     通过认证
  npm run operator -- reject --username <会员账号> --reason <驳回原因>
${MARKET_USAGE}
${EVALUATION_USAGE}
${ACTIVITY_USAGE}
${INTERACTION_USAGE}
${POLICY_USAGE}
${FINANCE_USAGE}
${SERVICE_USAGE}
${COLLECTION_USAGE}
${RESOURCE_USAGE}
${PAYMENT_USAGE}
${VOUCHER_USAGE}
${merchantCli.usage}
${outcomeCli.usage}
${productCli.usage}
${orgChangeCli.usage}`;

const ACCOUNT_COMMANDS = ['create-operator', 'pending', 'approve', 'reject'];

type Values = Record<string, string | boolean | undefined>;

interface CommandGroup {
  commands: readonly string[];
  run: (app: FastifyInstance, command: string, values: Values) => Promise<string>;
}

/** One area's commands and the function that runs them (each a thin caller of its services). */
function group<C extends string>(
  commands: readonly C[],
  // Each area types its own options (`never` accepts any of them); parseArgs has read them.
  run: (app: FastifyInstance, command: C, values: never) => Promise<string>,
): CommandGroup {
  return { commands, run: (app, command, values) => run(app, command as C, values as never) };
}

const COMMAND_GROUPS: readonly CommandGroup[] = [
  group(ADMIN_COMMANDS, runAdminCommand),
  group(EVALUATION_COMMANDS, runEvaluationCommand),
  group(ACTIVITY_COMMANDS, runActivityCommand),
  group(POLICY_COMMANDS, runPolicyCommand),
  group(INTERACTION_COMMANDS, runInteractionCommand),
  group(FINANCE_COMMANDS, runFinanceCommand),
  group(SERVICE_COMMANDS, runServiceCommand),
  group(COLLECTION_COMMANDS, runCollectionCommand),
  group(RESOURCE_COMMANDS, runResourceCommand),
  group(PAYMENT_COMMANDS, runPaymentCommand),
  group(merchantCli.commands, merchantCli.run),
  group(outcomeCli.commands, outcomeCli.run),
  group(productCli.commands, productCli.run),
  group(orgChangeCli.commands, orgChangeCli.run),
  group(VOUCHER_COMMANDS, runVoucherCommand),
];

const OPTIONS = {
  username: { type: 'string' },
  name: { type: 'string' },
  roles: { type: 'string' },
  telephone: { type: 'string' },
  password: { type: 'string' },
  reason: { type: 'string' },
  id: { type: 'string' },
  to: { type: 'string' },
  type: { type: 'string' },
  title: { type: 'string' },
  file: { type: 'string' },
  answer: { type: 'string' },
  dept: { type: 'string' },
  private: { type: 'boolean' },
  status: { type: 'string' },
  period: { type: 'string' },
  score: { type: 'string' },
  keyword: { type: 'string' },
} as const;

export interface OperatorInvocation {
  /** Undefined: no command, or one this CLI does not know (the caller shows the usage). */
  command: string | undefined;
  known: boolean;
  values: Values;
}

/** Reads `npm run operator -- <command> [positionals] [--options]`. */
export function parseOperatorArgs(args: string[]): OperatorInvocation {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: OPTIONS });
  const command = positionals[0];
  const options: Values = values;
  // `payment-reject <id> <reason>`: positionals after the command stand for --id and --reason.
  if (positionals[1] !== undefined) options.id ??= positionals[1];
  if (positionals.length > 2) options.reason ??= positionals.slice(2).join(' ');
  const known =
    command !== undefined &&
    ((MARKET_COMMANDS as readonly string[]).includes(command) ||
      COMMAND_GROUPS.some((g) => (g.commands as readonly string[]).includes(command)) ||
      ACCOUNT_COMMANDS.includes(command));
  return { command, known, values: options };
}

/**
 * Runs one known operator command on `app` and returns what it reports, one line each. The CLI
 * (operator.ts) runs it on an app of its own; the journeys' test hook on the running server.
 */
export async function runOperatorCommand(
  app: FastifyInstance,
  { command, values }: OperatorInvocation,
): Promise<string> {
  const market = MARKET_COMMANDS.find((c) => c === command);
  if (market) return runMarketCommand(app, market, values);
  const group = COMMAND_GROUPS.find((g) =>
    (g.commands as readonly string[]).includes(command ?? ''),
  );
  if (group && command) return group.run(app, command, values);
  if (command === 'create-operator') return createOperator(app, values);
  if (command === 'pending') return pendingCertifications(app);
  if (command === 'approve' || command === 'reject') return decide(app, command, values);
  throw new Error(OPERATOR_USAGE);
}

async function createOperator(app: FastifyInstance, values: Values): Promise<string> {
  const [username, telephone, password] = [values.username, values.telephone, values.password].map(
    (value) => (typeof value === 'string' && value !== '' ? value : undefined),
  );
  if (!username || !telephone || !password) throw new Error(OPERATOR_USAGE);
  if (!PHONE_PATTERN.test(telephone)) throw new Error(Messages.phoneInvalid);
  if (!PASSWORD_PATTERN.test(password)) throw new Error(Messages.passwordRule);
  if (await findUserByUsername(app.db, username)) throw new Error('该账号已存在');
  const now = Date.now();
  const user = await app.db
    .insertInto('users')
    .values({
      username,
      telephone,
      passwordHash: await hashPasswordDigest(digestPassword(password)),
      passwordChangedAt: now,
      accountType: 3,
      role: 'operator',
      lockedUntil: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.audit(null, {
    action: 'operator.create',
    outcome: 'success',
    userId: user.id,
    actor: 'cli',
    detail: { username },
  });
  return `已创建运营账号 ${username}（id ${user.id}）`;
}

async function pendingCertifications(app: FastifyInstance): Promise<string> {
  const rows = await app.db
    .selectFrom('certifications')
    .innerJoin('users', 'users.id', 'certifications.userId')
    .select([
      'users.username',
      'certifications.authType',
      'certifications.realName',
      'certifications.certNo',
      'certifications.submittedAt',
    ])
    .where('certifications.status', '=', 1)
    .orderBy('certifications.submittedAt')
    .execute();
  if (rows.length === 0) return '没有待审核的认证';
  return rows
    .map(
      (r) =>
        `${r.username}\t类型${r.authType}\t${r.realName}\t${r.certNo}\t${formatTime(r.submittedAt)}`,
    )
    .join('\n');
}

async function decide(
  app: FastifyInstance,
  command: 'approve' | 'reject',
  values: Values,
): Promise<string> {
  const member =
    typeof values.username === 'string'
      ? await findUserByUsername(app.db, values.username)
      : undefined;
  if (!member) throw new Error('会员账号不存在');
  await decideCertification(app, {
    userId: member.id,
    approve: command === 'approve',
    ...(typeof values.reason === 'string' && values.reason ? { reason: values.reason } : {}),
    operatorId: null,
    actor: `cli:${process.env.USER ?? 'operator'}`,
  });
  return command === 'approve'
    ? `已通过 ${member.username} 的认证`
    : `已驳回 ${member.username} 的认证`;
}
