import { AdminMessages, AdminPaths, digestPassword } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/cli/admin-commands.ts';
import { findOperatorByUsername } from '../../src/modules/admin/operator-repository.ts';
import { auditRows, readyOperator } from '../support/admin-queues.ts';
import { appForFile, createTestApp } from '../support/app.ts';
import { post } from '../support/client.ts';

/** Issue #23 finding 1: separation of duties between review and audit. */
const ctx = appForFile();
let system: string;
let systemId: number;
beforeAll(async () => {
  system = await readyOperator(ctx, 'sod_system', ['system']);
  systemId = (await findOperatorByUsername(ctx.db, 'sod_system'))!.id;
});

const FIRST = digestPassword('first123!pw');

describe('separation of duties', () => {
  it('a system operator cannot give itself review and audit, nor change its roles at all', async () => {
    const answer = await post(
      ctx.app,
      AdminPaths.operatorUpdate(systemId),
      { roles: ['system', 'review', 'audit'] },
      { token: system },
    );
    expect(answer).toMatchObject({ code: 400, msg: AdminMessages.selfRoles });
    const widen = await post(
      ctx.app,
      AdminPaths.operatorUpdate(systemId),
      { roles: ['system', 'review'] },
      { token: system },
    );
    expect(widen).toMatchObject({ code: 400, msg: AdminMessages.selfRoles });
    expect((await findOperatorByUsername(ctx.db, 'sod_system'))!.roles).toBe('system');
    // Sending its unchanged roles (the console's status form does) is no change.
    const same = await post(
      ctx.app,
      AdminPaths.operatorUpdate(systemId),
      { roles: ['system'], status: 1 },
      { token: system },
    );
    expect(same.code).toBe(1);
  });

  it('creating an operator with review and audit is refused and writes nothing', async () => {
    const answer = await post(
      ctx.app,
      AdminPaths.operators,
      { username: 'sod_both', displayName: '兼任', roles: ['review', 'audit'], password: FIRST },
      { token: system },
    );
    expect(answer).toMatchObject({ code: 400, msg: AdminMessages.rolesConflict });
    expect(await findOperatorByUsername(ctx.db, 'sod_both')).toBeUndefined();
  });

  it('updating another operator to review + audit is refused; a role change is audited', async () => {
    const created = await post<{ id: number }>(
      ctx.app,
      AdminPaths.operators,
      { username: 'sod_rev', displayName: '审核员', roles: ['review'], password: FIRST },
      { token: system },
    );
    expect(created.code).toBe(1);
    const id = created.data.id;
    const both = await post(
      ctx.app,
      AdminPaths.operatorUpdate(id),
      { roles: ['review', 'audit'] },
      { token: system },
    );
    expect(both).toMatchObject({ code: 400, msg: AdminMessages.rolesConflict });
    expect((await findOperatorByUsername(ctx.db, 'sod_rev'))!.roles).toBe('review');
    const moved = await post(
      ctx.app,
      AdminPaths.operatorUpdate(id),
      { roles: ['audit', 'content'] },
      { token: system },
    );
    expect(moved.code).toBe(1);
    const [row] = await auditRows(ctx, 'operator.update');
    expect(row).toMatchObject({
      outcome: 'success',
      detail: {
        target: { operatorId: id },
        before: { roles: ['review'] },
        after: { roles: ['audit', 'content'] },
      },
    });
  });

  it('the command line refuses the pair too', async () => {
    await expect(
      runAdminCommand(ctx.app, 'admin-create', {
        username: 'sod_cli',
        name: '兼任',
        roles: 'review,audit',
        password: 'first123!pw',
      }),
    ).rejects.toThrow(AdminMessages.rolesConflict);
    expect(await findOperatorByUsername(ctx.db, 'sod_cli')).toBeUndefined();
  });
});

describe('ADMIN_ALLOW_COMBINED_ROLES=1 (a small site)', () => {
  it('allows review + audit on one account, still not on oneself', async () => {
    const small = await createTestApp({ ADMIN_ALLOW_COMBINED_ROLES: true });
    try {
      const token = await readyOperator(small, 'small_system', ['system']);
      const answer = await post(
        small.app,
        AdminPaths.operators,
        {
          username: 'small_both',
          displayName: '兼任',
          roles: ['review', 'audit'],
          password: FIRST,
        },
        { token },
      );
      expect(answer.code).toBe(1);
      const selfId = (await findOperatorByUsername(small.db, 'small_system'))!.id;
      const self = await post(
        small.app,
        AdminPaths.operatorUpdate(selfId),
        { roles: ['system', 'review'] },
        { token },
      );
      expect(self).toMatchObject({ code: 400, msg: AdminMessages.selfRoles });
    } finally {
      await small.close();
    }
  });
});
