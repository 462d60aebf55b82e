import { parseArgs } from 'node:util';
import { digestPassword, Messages, PASSWORD_PATTERN, PHONE_PATTERN } from '@portal/shared';
import { AppError } from '../lib/errors.ts';
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
import { cliApp } from './context.ts';
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

const USAGE = `运营命令（运营后台 /admin 之外的命令行入口）:
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

/** Each area's commands and the function that runs them (each a thin caller of its services). */
const COMMAND_GROUPS: readonly {
  commands: readonly string[];
  run: (
    app: Awaited<ReturnType<typeof cliApp>>,
    command: string,
    values: Values,
  ) => Promise<string>;
}[] = [
  {
    commands: ADMIN_COMMANDS,
    run: (app, command, values) =>
      runAdminCommand(app, command as (typeof ADMIN_COMMANDS)[number], values as never),
  },
  {
    commands: EVALUATION_COMMANDS,
    run: (app, command, values) =>
      runEvaluationCommand(app, command as (typeof EVALUATION_COMMANDS)[number], values as never),
  },
  {
    commands: ACTIVITY_COMMANDS,
    run: (app, command, values) =>
      runActivityCommand(app, command as (typeof ACTIVITY_COMMANDS)[number], values as never),
  },
  {
    commands: POLICY_COMMANDS,
    run: (app, command, values) =>
      runPolicyCommand(app, command as (typeof POLICY_COMMANDS)[number], values as never),
  },
  {
    commands: INTERACTION_COMMANDS,
    run: (app, command, values) =>
      runInteractionCommand(app, command as (typeof INTERACTION_COMMANDS)[number], values as never),
  },
  {
    commands: FINANCE_COMMANDS,
    run: (app, command, values) => runFinanceCommand(app, command, values as never),
  },
  {
    commands: SERVICE_COMMANDS,
    run: (app, command, values) =>
      runServiceCommand(app, command as (typeof SERVICE_COMMANDS)[number], values as never),
  },
  {
    commands: COLLECTION_COMMANDS,
    run: (app, command, values) =>
      runCollectionCommand(app, command as (typeof COLLECTION_COMMANDS)[number], values as never),
  },
  {
    commands: RESOURCE_COMMANDS,
    run: (app, command, values) => runResourceCommand(app, command, values as never),
  },
  {
    commands: PAYMENT_COMMANDS,
    run: (app, command, values) =>
      runPaymentCommand(app, command as (typeof PAYMENT_COMMANDS)[number], values as never),
  },
  {
    commands: merchantCli.commands,
    run: (app, command, values) => merchantCli.run(app, command, values as never),
  },
  {
    commands: outcomeCli.commands,
    run: (app, command, values) => outcomeCli.run(app, command, values as never),
  },
  {
    commands: productCli.commands,
    run: (app, command, values) => productCli.run(app, command, values as never),
  },
  {
    commands: orgChangeCli.commands,
    run: (app, command, values) => orgChangeCli.run(app, command, values as never),
  },
  {
    commands: VOUCHER_COMMANDS,
    run: (app, command, values) => runVoucherCommand(app, command, values as never),
  },
];

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
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
    },
  });
  const command = positionals[0];
  // `payment-reject <id> <reason>`: positionals after the command stand for --id and --reason.
  if (positionals[1] !== undefined) values.id ??= positionals[1];
  if (positionals.length > 2) values.reason ??= positionals.slice(2).join(' ');
  const market = MARKET_COMMANDS.find((c) => c === command);
  const group = COMMAND_GROUPS.find((g) =>
    (g.commands as readonly string[]).includes(command ?? ''),
  );
  if (!command || (!market && !group && !ACCOUNT_COMMANDS.includes(command))) {
    console.log(USAGE);
    process.exitCode = command ? 1 : 0;
    return;
  }
  const app = await cliApp();
  try {
    if (market) {
      console.log(await runMarketCommand(app, market, values));
    } else if (group) {
      console.log(await group.run(app, command, values));
    } else if (command === 'create-operator') {
      const { username, telephone, password } = values;
      if (!username || !telephone || !password) throw new Error(USAGE);
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
      console.log(`已创建运营账号 ${username}（id ${user.id}）`);
    } else if (command === 'pending') {
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
      if (rows.length === 0) console.log('没有待审核的认证');
      for (const r of rows) {
        console.log(
          `${r.username}\t类型${r.authType}\t${r.realName}\t${r.certNo}\t${formatTime(r.submittedAt)}`,
        );
      }
    } else {
      const member = values.username
        ? await findUserByUsername(app.db, values.username)
        : undefined;
      if (!member) throw new Error('会员账号不存在');
      await decideCertification(app, {
        userId: member.id,
        approve: command === 'approve',
        ...(values.reason ? { reason: values.reason } : {}),
        operatorId: null,
        actor: `cli:${process.env.USER ?? 'operator'}`,
      });
      console.log(
        command === 'approve'
          ? `已通过 ${member.username} 的认证`
          : `已驳回 ${member.username} 的认证`,
      );
    }
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err instanceof AppError || err instanceof Error ? err.message : err);
  process.exit(1);
});
