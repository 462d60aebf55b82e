import {
  CONTACT_TARGETS,
  type ContactRequestItem,
  type ContactRequestValues,
  type ContactTarget,
  LEVEL_CONTACT_REQUESTS,
  ContactMessages as M,
  type Page,
} from '@portal/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { pageByCreation } from '../../kit/list/creation-order.ts';
import { unlessTaken } from '../../lib/db-errors.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { chargeCapsIn } from '../../lib/quota.ts';
import { formatDate, formatTime } from '../../lib/time.ts';
import { notify } from '../message/notify.ts';
import { currentLevel } from '../points/levels.ts';

/**
 * The item a request is about: its name, its member owner and its organisation (an
 * organisation's workspace answers; with neither, the operators do).
 */
async function targetOf(db: Db, type: ContactTarget, id: number) {
  if (type === 'outcome') {
    const row = await db
      .selectFrom('outcomes')
      .select(['goodsName as title', 'userId as ownerId', 'orgId'])
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
    return row ?? null;
  }
  // Service products belong to organisations (service_orgs), not to a member.
  const row = await db
    .selectFrom('techServices')
    .select(['serviceName as title', 'orgId'])
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
  return row ? { title: row.title, ownerId: null, orgId: row.orgId } : null;
}

/** Who hears of a new request: the item's member owner and the members of its organisation. */
async function recipientsOf(trx: Db, ownerId: number | null, orgId: number | null) {
  const members =
    orgId === null
      ? []
      : await trx.selectFrom('orgMembers').select('userId').where('orgId', '=', orgId).execute();
  const ids = new Set(members.map((m) => m.userId));
  if (ownerId !== null) ids.add(ownerId);
  return [...ids];
}

/**
 * 意向洽谈: stores the request and tells the owner, in one transaction with the member's daily
 * cap, so a refused request (a second waiting one, a full cap) costs nothing and leaves nothing.
 */
export async function sendContactRequest(
  db: Db,
  userId: number,
  body: ContactRequestValues,
  now: number,
): Promise<number> {
  const target = await targetOf(db, body.targetType, body.targetId);
  if (!target) throw notFound(M.itemNotFound);
  if (target.ownerId === userId) throw invalid(M.ownItem);
  const daily = LEVEL_CONTACT_REQUESTS[(await currentLevel(db, userId, now)).level];
  return unlessTaken(M.openTwice, async () => {
    return await db.transaction().execute(async (trx) => {
      const open = await trx
        .selectFrom('contactRequests')
        .select('id')
        .where('userId', '=', userId)
        .where('targetType', '=', body.targetType)
        .where('targetId', '=', body.targetId)
        .where('status', '=', 0)
        .executeTakeFirst();
      if (open) throw conflict(M.openTwice);
      await chargeCapsIn(
        trx,
        [
          {
            scope: 'contact-request',
            key: String(userId),
            period: formatDate(now),
            limit: daily,
            message: M.dailyLimit(daily),
          },
        ],
        now,
      );
      const row = await trx
        .insertInto('contactRequests')
        .values({
          userId,
          targetType: body.targetType,
          targetId: body.targetId,
          targetTitle: target.title,
          ownerId: target.ownerId,
          orgId: target.orgId,
          message: body.message,
          linkman: body.linkman,
          linkphone: body.linkphone,
          status: 0,
          reply: null,
          repliedBy: null,
          closedBy: null,
          createdAt: now,
          updatedAt: now,
          repliedAt: null,
          closedAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const recipient of await recipientsOf(trx, target.ownerId, target.orgId)) {
        await notify(trx, recipient, {
          kind: 14,
          title: `您的${CONTACT_TARGETS[body.targetType]}收到意向洽谈`,
          body: `${body.linkman}就“${target.title}”发起洽谈：${body.message}`,
          target: { type: 'contactRequest', id: row.id },
          now,
        });
      }
      return row.id;
    });
  });
}

export const itemColumns = [
  'c.id',
  'c.targetType',
  'c.targetId',
  'c.targetTitle',
  'c.message',
  'c.linkman',
  'c.linkphone',
  'c.status',
  'c.reply',
  'c.createdAt',
  'c.repliedAt',
  'c.closedAt',
] as const;

type ItemRow = {
  id: number;
  targetType: string;
  targetId: number;
  targetTitle: string;
  message: string;
  linkman: string;
  linkphone: string;
  status: number;
  reply: string | null;
  createdAt: number;
  repliedAt: number | null;
  closedAt: number | null;
  counterpart: string | null;
};

export const toItem = (r: ItemRow): ContactRequestItem => ({
  ...r,
  targetType: r.targetType as ContactTarget,
  counterpart: r.counterpart ?? '平台运营人员',
  createdAt: formatTime(r.createdAt),
  repliedAt: formatTime(r.repliedAt),
  closedAt: formatTime(r.closedAt),
});

/** The other side's name: for the sender the item's organisation (else its member owner). */
const counterpartOf = (side: 'sent' | 'received') =>
  side === 'sent'
    ? sql<string | null>`coalesce(${sql.ref('g.orgName')}, ${sql.ref('u.username')})`.as(
        'counterpart',
      )
    : sql<string | null>`${sql.ref('u.username')}`.as('counterpart');

/** 我发出的洽谈 (`side` sent) or 我收到的洽谈 (received), newest first. */
export async function myContactRequests(
  db: Db,
  userId: number,
  side: 'sent' | 'received',
  paging: Paging,
): Promise<Page<ContactRequestItem>> {
  const base = db
    .selectFrom('contactRequests as c')
    .where(side === 'sent' ? 'c.userId' : 'c.ownerId', '=', userId);
  const { rows, total } = await pageByCreation(base, 'c', paging, (q) =>
    q
      .leftJoin('users as u', 'u.id', side === 'sent' ? 'c.ownerId' : 'c.userId')
      .leftJoin('serviceOrgs as g', 'g.id', 'c.orgId')
      .select([...itemColumns, counterpartOf(side)]),
  );
  return toPage(rows.map(toItem), total, paging);
}

/** The member's latest request on an item (the detail page shows its status), or null. */
export async function myRequestOnItem(
  db: Db,
  userId: number,
  type: ContactTarget,
  id: number,
): Promise<ContactRequestItem | null> {
  const row = await db
    .selectFrom('contactRequests as c')
    .leftJoin('users as u', 'u.id', 'c.ownerId')
    .leftJoin('serviceOrgs as g', 'g.id', 'c.orgId')
    .select([...itemColumns, counterpartOf('sent')])
    .where('c.userId', '=', userId)
    .where('c.targetType', '=', type)
    .where('c.targetId', '=', id)
    .orderBy('c.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toItem(row) : null;
}

/**
 * Who acts on a request: its owner member, its sender, the item's organisation (a member of it,
 * in the workspace), or an operator (items with no member owner and no organisation member).
 */
export type ContactActor =
  | { as: 'owner' | 'sender'; userId: number }
  | { as: 'org'; orgId: number }
  | { as: 'operator' };

/** Requests the operators answer: no member owner, and no organisation with a member to answer. */
export const answeredByOperators = (eb: ExpressionBuilder<Database, 'contactRequests'>) =>
  eb.and([
    eb('contactRequests.ownerId', 'is', null),
    eb.or([
      eb('contactRequests.orgId', 'is', null),
      eb.not(
        eb.exists(
          eb
            .selectFrom('orgMembers')
            .select('orgMembers.id')
            .whereRef('orgMembers.orgId', '=', 'contactRequests.orgId'),
        ),
      ),
    ]),
  ]);

const byActor = (actor: ContactActor) => (eb: ExpressionBuilder<Database, 'contactRequests'>) =>
  actor.as === 'operator'
    ? answeredByOperators(eb)
    : actor.as === 'org'
      ? eb('orgId', '=', actor.orgId)
      : eb(actor.as === 'owner' ? 'ownerId' : 'userId', '=', actor.userId);

/**
 * The owner (or, for an owner-less item, an operator) answers a waiting request: one
 * conditional UPDATE (0 → 1), so two replies at once land once; the sender gets a message.
 */
export async function replyContactRequest(
  db: Db,
  actor: ContactActor & { as: 'owner' | 'org' | 'operator' },
  id: number,
  reply: string,
  now: number,
): Promise<void> {
  const done = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('contactRequests')
      .set({ status: 1, reply, repliedBy: actor.as, repliedAt: now, updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', 0)
      .where(byActor(actor))
      .returning(['userId', 'targetTitle'])
      .executeTakeFirst();
    if (!row) return false;
    await notify(trx, row.userId, {
      kind: 14,
      title: '您的意向洽谈有了回复',
      body: `“${row.targetTitle}”：${reply}`,
      target: { type: 'contactRequest', id },
      now,
    });
    return true;
  });
  if (done) return;
  await refuse(db, actor, id, M.replyRefused);
}

/**
 * Closes a waiting or answered request (either side, or an operator for owner-less items); the
 * other side gets a message when it is a member.
 */
export async function closeContactRequest(
  db: Db,
  actor: ContactActor,
  id: number,
  now: number,
): Promise<void> {
  const done = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('contactRequests')
      .set({ status: 2, closedBy: actor.as, closedAt: now, updatedAt: now })
      .where('id', '=', id)
      .where('status', 'in', [0, 1])
      .where(byActor(actor))
      .returning(['userId', 'ownerId', 'targetTitle'])
      .executeTakeFirst();
    if (!row) return false;
    const other = actor.as === 'sender' ? row.ownerId : row.userId;
    if (other !== null) {
      await notify(trx, other, {
        kind: 14,
        title: '意向洽谈已关闭',
        body: `关于“${row.targetTitle}”的洽谈已由${actor.as === 'sender' ? '发起方' : actor.as === 'operator' ? '平台' : '项目方'}关闭。`,
        target: { type: 'contactRequest', id },
        now,
      });
    }
    return true;
  });
  if (done) return;
  await refuse(db, actor, id, M.closeRefused);
}

/** Not the actor's request → not found; the actor's, in the wrong status → `message`. */
async function refuse(db: Db, actor: ContactActor, id: number, message: string): Promise<never> {
  const row = await db
    .selectFrom('contactRequests')
    .select('id')
    .where('id', '=', id)
    .where(byActor(actor))
    .executeTakeFirst();
  throw row ? invalid(message) : notFound(M.notFound);
}
