import {
  AdminMessages,
  conflictingRoles,
  digestPassword,
  Messages,
  OPERATOR_ROLE_VALUES,
  OPERATOR_ROLES,
  type OperatorRole,
  PASSWORD_PATTERN,
  USERNAME_PATTERN,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { findOperatorByUsername, insertOperator } from '../modules/admin/operator-repository.ts';

const ROLE_LIST = OPERATOR_ROLE_VALUES.map((r) => `${r} ${OPERATOR_ROLES[r]}`).join('|');

export const ADMIN_USAGE = `  npm run operator -- admin-create --username <账号> --name <姓名> --roles <角色,…> --password <初始密码>
                                                       运营后台账号（/admin），角色：${ROLE_LIST}
                                                       首次登录须修改密码`;

export const ADMIN_COMMANDS = ['admin-create'] as const;

export interface AdminValues {
  username?: string | undefined;
  name?: string | undefined;
  roles?: string | undefined;
  password?: string | undefined;
}

/** Creates a console operator (the first system operator can only come from here). */
export async function runAdminCommand(
  app: FastifyInstance,
  _command: (typeof ADMIN_COMMANDS)[number],
  values: AdminValues,
): Promise<string> {
  const { username, name, roles, password } = values;
  if (!username || !roles || !password) throw new Error(ADMIN_USAGE);
  if (!USERNAME_PATTERN.test(username)) throw new Error(Messages.usernameRule);
  if (!PASSWORD_PATTERN.test(password)) throw new Error(Messages.passwordRule);
  const list = [...new Set(roles.split(',').map((r) => r.trim()))];
  const bad = list.filter((r) => !(OPERATOR_ROLE_VALUES as string[]).includes(r));
  if (list.length === 0 || bad.length > 0)
    throw new Error(`角色无效：${bad.join(',')}（${ROLE_LIST}）`);
  if (!app.config.ADMIN_ALLOW_COMBINED_ROLES && conflictingRoles(list)) {
    throw new Error(AdminMessages.rolesConflict);
  }
  if (await findOperatorByUsername(app.db, username)) throw new Error('该运营账号已存在');
  const operator = await insertOperator(
    app.db,
    {
      username,
      displayName: name?.trim() || username,
      roles: list as OperatorRole[],
      passwordDigest: digestPassword(password),
    },
    Date.now(),
  );
  await app.audit(null, {
    action: 'admin.operator.create',
    outcome: 'success',
    operatorId: null,
    actor: `cli:${process.env.USER ?? 'operator'}`,
    detail: { target: { operatorId: operator.id }, after: { username, roles: list } },
  });
  return `已创建运营后台账号 ${username}（id ${operator.id}，角色 ${list
    .map((r) => OPERATOR_ROLES[r as OperatorRole])
    .join('、')}）；首次登录须修改密码`;
}
