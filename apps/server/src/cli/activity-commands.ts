import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { formatDate, formatTime } from '../lib/time.ts';
import { saveRichText } from '../modules/content/rich-text.ts';

export const ACTIVITY_USAGE = `  npm run operator -- rich-text --title <标题> --file <HTML文件> [--id <文章id>]
                                                       新建或修改图文（/RichText?id=），正文经过安全过滤
  npm run operator -- sign-ups --id <活动id>            列出活动的报名`;

export const ACTIVITY_COMMANDS = ['rich-text', 'sign-ups'] as const;

export interface ActivityValues {
  id?: string | undefined;
  title?: string | undefined;
  file?: string | undefined;
}

function idOf(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw new Error(ACTIVITY_USAGE);
  return id;
}

/** Operator commands of issue 11 (until the operator site exists); writes are audited. */
export async function runActivityCommand(
  app: FastifyInstance,
  command: (typeof ACTIVITY_COMMANDS)[number],
  values: ActivityValues,
): Promise<string> {
  const now = app.clock.now();
  if (command === 'rich-text') {
    if (!values.title || !values.file) throw new Error(ACTIVITY_USAGE);
    const id = await saveRichText(
      app.db,
      { id: idOf(values.id), title: values.title, html: readFileSync(values.file, 'utf8') },
      formatDate(now),
    );
    if (id === undefined) throw new Error('图文不存在');
    await app.audit(null, {
      action: 'operator.rich-text',
      outcome: 'success',
      actor: `cli:${process.env.USER ?? 'operator'}`,
      detail: { id, title: values.title },
    });
    return values.id
      ? `已更新图文 ${id}：/RichText?id=${id}`
      : `已新建图文 ${id}：/RichText?id=${id}`;
  }
  const actionId = idOf(values.id);
  if (actionId === undefined) throw new Error(ACTIVITY_USAGE);
  const action = await app.db
    .selectFrom('activities')
    .select(['actionName', 'signCount', 'maxSignups'])
    .where('id', '=', actionId)
    .executeTakeFirst();
  if (!action) throw new Error('活动不存在');
  const rows = await app.db
    .selectFrom('activitySignups as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select(['u.username', 's.companyName', 's.linkman', 's.linkphone', 's.createdAt'])
    .where('s.actionId', '=', actionId)
    .orderBy('s.createdAt')
    .orderBy('s.id')
    .execute();
  const limit = action.maxSignups === null ? '不限' : `${action.maxSignups} 人`;
  const lines = rows.map(
    (r) =>
      `${formatTime(r.createdAt)}\t${r.username}\t${r.companyName}\t${r.linkman}\t${r.linkphone}`,
  );
  return [`${action.actionName}：已报名 ${action.signCount} 人（名额 ${limit}）`, ...lines].join(
    '\n',
  );
}
