import type { Kysely } from 'kysely';
import { contact, index, statusAndReason, timestamps, withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/** Counters the market cards show, kept beside the rows so lists need no per-row counting. */
async function counters(db: Db) {
  await db.schema
    .alterTable('needs')
    .addColumn('undertake_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('rewards')
    .addColumn('participant_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('deals')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/**
 * Bidding (/Competitive). `state` is what operators set: 0 未上架, 1 上架 (the clock then gives
 * AUCTION_STATUSES 1/2/3 from start_at and end_at), 4 已评价, 5 已中止. current_price is the
 * highest bid (the start price while bid_count is 0), written in the same statement that
 * checks the step, so concurrent bids cannot both pass.
 */
async function bidding(db: Db) {
  await withId(db, db.schema.createTable('auctions'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('outcome_id', 'integer', (c) => c.references('outcomes.id').onDelete('set null'))
    .addColumn('tech_field_id', 'integer', (c) => c.notNull().references('tech_fields.id'))
    .addColumn('region_code', 'text', (c) => c.notNull())
    .addColumn('cover_img', 'text', (c) => c.notNull())
    .addColumn('org_name', 'text', (c) => c.notNull())
    .addColumn('start_price', 'bigint', (c) => c.notNull())
    .addColumn('step_price', 'bigint', (c) => c.notNull())
    .addColumn('current_price', 'bigint', (c) => c.notNull())
    .addColumn('bid_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('focus_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();
  await index(db, 'auctions', ['state', 'start_at']);
  await index(db, 'auctions', ['state', 'end_at']);
  await index(db, 'auctions', ['tech_field_id']);

  await withId(db, db.schema.createTable('bids'))
    .addColumn('auction_id', 'integer', (c) =>
      c.notNull().references('auctions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'bids', ['auction_id', 'amount']);
  await index(db, 'bids', ['user_id', 'created_at']);

  await withId(db, db.schema.createTable('bid_follows'))
    .addColumn('auction_id', 'integer', (c) =>
      c.notNull().references('auctions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'bid_follows', ['user_id', 'auction_id'], { unique: true });
}

/** Collections, undertakings of needs, bounty participations. One row per member and target. */
async function memberActions(db: Db) {
  await withId(db, db.schema.createTable('collections'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'collections', ['user_id', 'kind', 'ref_id'], { unique: true });
  await index(db, 'collections', ['kind', 'ref_id']);

  await withId(db, db.schema.createTable('undertakings'))
    .addColumn('need_id', 'integer', (c) => c.notNull().references('needs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .$call(contact)
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();
  await index(db, 'undertakings', ['need_id', 'user_id'], { unique: true });
  await index(db, 'undertakings', ['user_id', 'created_at']);

  await withId(db, db.schema.createTable('participations'))
    .addColumn('reward_id', 'integer', (c) =>
      c.notNull().references('rewards.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .$call(contact)
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('score', 'numeric(5, 1)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();
  await index(db, 'participations', ['reward_id', 'user_id'], { unique: true });
  await index(db, 'participations', ['user_id', 'created_at']);
}

/** /Transfer and /ContractRegistration; status is ORDER_STATUSES, moved only along its table. */
async function registrations(db: Db) {
  await withId(db, db.schema.createTable('transfer_registrations'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('method', 'integer')
    .addColumn('applicant_type', 'integer')
    .addColumn('applicant_name', 'text')
    .addColumn('project_name', 'text')
    .addColumn('outcome_id', 'integer', (c) => c.references('outcomes.id').onDelete('set null'))
    .addColumn('linkman', 'text')
    .addColumn('linkphone', 'text')
    .addColumn('org_id', 'integer', (c) => c.references('business_orgs.id'))
    .addColumn('risk_accepted_at', 'bigint')
    .addColumn('reason', 'text')
    .$call(timestamps)
    .execute();
  await index(db, 'transfer_registrations', ['user_id', 'created_at']);
  await index(db, 'transfer_registrations', ['status']);

  await withId(db, db.schema.createTable('contract_registrations'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('contract_name', 'text', (c) => c.notNull())
    .addColumn('contract_no', 'text', (c) => c.notNull())
    .addColumn('contract_type', 'integer', (c) => c.notNull())
    .addColumn('seller_name', 'text', (c) => c.notNull())
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('sign_date', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('file_ids', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .$call(statusAndReason())
    .$call(timestamps)
    .execute();
  await index(db, 'contract_registrations', ['user_id', 'created_at']);
  await index(db, 'contract_registrations', ['status']);
}

/**
 * The trading side of the technology market: bidding, member actions on outcomes, needs and
 * bounties, and the transfer and contract registrations.
 */
export async function up(db: Db): Promise<void> {
  await counters(db);
  await bidding(db);
  await memberActions(db);
  await registrations(db);
}

export async function down(db: Db): Promise<void> {
  for (const t of [
    'contract_registrations',
    'transfer_registrations',
    'participations',
    'undertakings',
    'collections',
    'bid_follows',
    'bids',
    'auctions',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.alterTable('deals').dropColumn('view_count').execute();
  await db.schema.alterTable('rewards').dropColumn('participant_count').execute();
  await db.schema.alterTable('needs').dropColumn('undertake_count').execute();
}
