import type { FastifyInstance } from 'fastify';
import { setProductStatus, setRuleStatus } from '../modules/service/status.ts';

export const SERVICE_USAGE = `  npm run operator -- service-withdraw --id <服务id>      下架服务产品
  npm run operator -- service-publish --id <服务id>       上架服务产品
  npm run operator -- service-rule-withdraw --id <规则id> 撤回机构规则
  npm run operator -- service-rule-publish --id <规则id>  发布机构规则`;

export const SERVICE_COMMANDS = [
  'service-withdraw',
  'service-publish',
  'service-rule-withdraw',
  'service-rule-publish',
] as const;

export type ServiceCommand = (typeof SERVICE_COMMANDS)[number];

/** On sale / withdrawn for service products and the hall's rules; every action audited. */
export async function runServiceCommand(
  app: FastifyInstance,
  command: ServiceCommand,
  values: { id?: string | undefined },
): Promise<string> {
  const id = Number(values.id);
  if (!Number.isInteger(id) || id < 1) throw new Error(SERVICE_USAGE);
  const publish = command === 'service-publish' || command === 'service-rule-publish';
  const rule = command.startsWith('service-rule-');
  const found = rule
    ? await setRuleStatus(app.db, id, publish ? 1 : 0)
    : await setProductStatus(app.db, id, publish ? 1 : 0);
  if (!found) throw new Error(rule ? `没有机构规则 ${id}` : `没有服务产品 ${id}`);
  await app.audit(null, {
    action: `operator.${command}`,
    outcome: 'success',
    actor: `cli:${process.env.USER ?? 'operator'}`,
    detail: { id },
  });
  const what = rule ? '机构规则' : '服务产品';
  return `${publish ? (rule ? '已发布' : '已上架') : rule ? '已撤回' : '已下架'}${what} ${id}`;
}
