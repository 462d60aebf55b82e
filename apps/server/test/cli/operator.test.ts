import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOperatorArgs } from '../../src/cli/operator-commands.ts';
import { appForFile } from '../support/app.ts';

const ctx = appForFile();
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

const runHook = (args: string[]) =>
  ctx.app.inject({ method: 'POST', url: '/gateway/__test__/operator', payload: { args } });

describe('operator commands', () => {
  it('read positionals after the command as --id and --reason', () => {
    expect(parseOperatorArgs(['payment-reject', '12', '未', '到账'])).toMatchObject({
      command: 'payment-reject',
      known: true,
      values: { id: '12', reason: '未 到账' },
    });
    expect(parseOperatorArgs(['no-such-command']).known).toBe(false);
    expect(parseOperatorArgs([]).known).toBe(false);
  });

  it('run on the live app through the test hook: output, refusals and what they wrote', async () => {
    const pending = await runHook(['pending']);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({ output: '没有待审核的认证' });

    const created = await runHook([
      'admin-create',
      '--username',
      'hook_reviewer',
      '--name',
      '审核员',
      '--roles',
      'review',
      '--password',
      'first123!op',
    ]);
    expect(created.statusCode).toBe(200);
    const operator = await ctx.app.db
      .selectFrom('operators')
      .select('username')
      .where('username', '=', 'hook_reviewer')
      .executeTakeFirst();
    expect(operator).toEqual({ username: 'hook_reviewer' });

    const refused = await runHook(['approve', '--username', 'nobody_here']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: '会员账号不存在' });
    expect((await runHook(['no-such-command'])).statusCode).toBe(400);
    const unnamed = await runHook([
      'create-operator',
      '--username',
      '',
      '--telephone',
      '13900000001',
      '--password',
      'first123!op',
    ]);
    expect(unnamed.statusCode).toBe(400);
    expect(
      await ctx.app.db.selectFrom('users').select('id').where('username', '=', '').execute(),
    ).toEqual([]);
  });

  it('run as `npm run operator`: its own app on the configured database, errors on stderr', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cli-'));
    const { DATABASE_URL: _onSqlite, ...env } = process.env;
    try {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/cli/operator.ts', 'approve', '--username', 'nobody_here'],
        {
          cwd: SERVER_DIR,
          encoding: 'utf8',
          env: {
            ...env,
            NODE_ENV: 'test',
            SEED_DEMO: '0',
            DATABASE_PATH: path.join(dir, 'cli.db'),
            UPLOAD_DIR: path.join(dir, 'uploads'),
          },
        },
      );
      expect(result.stderr.trim()).toBe('会员账号不存在');
      expect(result.status).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
