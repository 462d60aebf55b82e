import {
  ContactMessages as M,
  type MerchantContactItem,
  type MerchantInboxCounts,
  type Page,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { pageByCreation } from '../../kit/list/creation-order.ts';
import { notFound } from '../../lib/errors.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { itemColumns, toItem } from '../contact/requests.ts';

/**
 * The organisation's 意向洽谈 (contact requests about its outcomes and products), newest first;
 * read by any of its members, unread until one of them opens it.
 */
export async function orgInbox(
  db: Db,
  orgId: number,
  status: number | undefined,
  paging: Paging,
): Promise<Page<MerchantContactItem>> {
  let base = db.selectFrom('contactRequests as c').where('c.orgId', '=', orgId);
  if (status !== undefined) base = base.where('c.status', '=', status);
  const { rows, total } = await pageByCreation(base, 'c', paging, (q) =>
    q
      .innerJoin('users as u', 'u.id', 'c.userId')
      .select([...itemColumns, 'c.orgReadAt', 'u.username as counterpart']),
  );
  const records = rows.map(({ orgReadAt, ...r }) => ({ ...toItem(r), read: orgReadAt !== null }));
  return toPage(records, total, paging);
}

/** Marks a request read for the organisation (the first opening counts); another's → 404. */
export async function markRead(db: Db, orgId: number, id: number, now: number): Promise<void> {
  const row = await db
    .selectFrom('contactRequests')
    .select('orgReadAt')
    .where('id', '=', id)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  if (row.orgReadAt !== null) return;
  await db
    .updateTable('contactRequests')
    .set({ orgReadAt: now })
    .where('id', '=', id)
    .where('orgReadAt', 'is', null)
    .execute();
}

/** The menu's badges: unread requests, orders and bookings the organisation has to act on. */
export async function inboxCounts(db: Db, orgId: number): Promise<MerchantInboxCounts> {
  const [contacts, orders, bookings] = await Promise.all([
    db
      .selectFrom('contactRequests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('orgId', '=', orgId)
      .where('orgReadAt', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('voucherOrders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('orgId', '=', orgId)
      .where('status', 'in', [0, 1])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('instrumentBookings as b')
      .innerJoin('instruments as i', 'i.id', 'b.instrumentId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('i.orgId', '=', orgId)
      .where('b.status', '=', 0)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    unreadContacts: Number(contacts.n),
    openOrders: Number(orders.n),
    pendingBookings: Number(bookings.n),
  };
}
