import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { formatDate, startOfShanghaiDay } from '../../lib/time.ts';

/**
 * View counts of detail pages, without a write per GET: one viewer (member id, or a hash of a
 * guest's IP and user agent) counts once per item per Shanghai day, and the increments are
 * buffered in memory and written every few seconds — and when the app closes — in one
 * transaction of `view_count = view_count + n` per item. A detail shows the stored count plus
 * what is still buffered, so viewers see their own view at once.
 *
 * With several processes each keeps its own buffer and viewer set: the counts add up, but a
 * viewer whose requests reach two processes counts once in each.
 */

/** Tables with a view_count column whose details are counted. */
export type CountedTable =
  | 'outcomes'
  | 'needs'
  | 'rewards'
  | 'deals'
  | 'auctions'
  | 'activities'
  | 'evaluation_reports'
  | 'news'
  | 'views'
  | 'success_cases'
  | 'disclosures'
  | 'policies'
  | 'policy_documents'
  | 'finance_products'
  | 'tech_services'
  | 'service_rules'
  | 'service_orgs'
  | 'talents'
  // Research resources (issue 10)
  | 'research_databases'
  | 'sample_databases'
  | 'research_bases'
  | 'instruments'
  | 'tech_sources'
  | 'develop_areas'
  | 'develop_projects';

/**
 * Tables whose views are also kept per day (view_days), for the provider workspace's monthly
 * statistics: only what a screen reads, since each is one more row written per item and day.
 */
const DAILY_TABLES: ReadonlySet<CountedTable> = new Set(['outcomes']);

/** Buffered views older than this (by the app clock) are written at the next tick. */
export const FLUSH_AFTER_MS = 5_000;
const TICK_MS = 1_000;
/** Remembered (item, viewer) pairs; past this the day starts over rather than grow. */
const MAX_SEEN = 100_000;

export class ViewCounts {
  private buffered = new Map<string, number>();
  private writing = new Map<string, number>();
  /** Views of DAILY_TABLES per `table:id@yyyy-MM-dd`, written beside the counts. */
  private bufferedDays = new Map<string, number>();
  /** Views this process has written, per item, since it started (guest-details.ts). */
  private written = new Map<string, number>();
  private seen = new Set<string>();
  private day = Number.NaN;
  private oldestAt = 0;
  private flushing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private onError: (error: unknown) => void = () => {};

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts a view of `table` row `id` by `viewer`; answers the increment not yet stored. */
  view(table: CountedTable, id: number, viewer: Viewer): number {
    const now = this.clock.now();
    const day = startOfShanghaiDay(now);
    if (day !== this.day || this.seen.size >= MAX_SEEN) {
      this.day = day;
      this.seen.clear();
    }
    const item = `${table}:${id}`;
    const pair = `${item}|${viewer.id}`;
    const painted = viewer.device && `${item}|painted:${viewer.device}`;
    if (!this.seen.has(pair) && painted && this.seen.has(painted)) {
      // The member takes over the guest view their device's first paint counted.
      this.seen.delete(painted);
      this.seen.add(pair);
    } else if (!this.seen.has(pair)) {
      this.seen.add(pair);
      if (viewer.paint) this.seen.add(`${item}|painted:${viewer.id}`);
      if (this.buffered.size === 0) this.oldestAt = now;
      this.buffered.set(item, (this.buffered.get(item) ?? 0) + 1);
      if (DAILY_TABLES.has(table)) {
        const key = `${item}@${formatDate(now)}`;
        this.bufferedDays.set(key, (this.bufferedDays.get(key) ?? 0) + 1);
      }
    }
    return (this.buffered.get(item) ?? 0) + (this.writing.get(item) ?? 0);
  }

  /** Views of `table` row `id` this process has written so far. */
  writtenOf(table: CountedTable, id: number): number {
    return this.written.get(`${table}:${id}`) ?? 0;
  }

  /** Writes every buffered increment in one transaction; a failed write is kept for the next. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing.catch(() => {});
    if (this.buffered.size === 0) return;
    this.writing = this.buffered;
    this.buffered = new Map();
    const days = this.bufferedDays;
    this.bufferedDays = new Map();
    this.flushing = this.write(this.writing, days).finally(() => {
      this.writing = new Map();
      this.flushing = undefined;
    });
    await this.flushing;
  }

  private async write(increments: Map<string, number>, days: Map<string, number>) {
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const [item, n] of increments) {
          const [table, id] = item.split(':') as [CountedTable, string];
          await sql`update ${sql.table(table)} set view_count = view_count + ${n} where id = ${Number(id)}`.execute(
            trx,
          );
        }
        for (const [key, n] of days) {
          const [item, day] = key.split('@') as [string, string];
          const [table, id] = item.split(':') as [CountedTable, string];
          await trx
            .insertInto('viewDays')
            .values({ itemTable: table, itemId: Number(id), day, views: n })
            .onConflict((oc) =>
              oc.columns(['itemTable', 'itemId', 'day']).doUpdateSet((eb) => ({
                views: eb('viewDays.views', '+', eb.ref('excluded.views')),
              })),
            )
            .execute();
        }
      });
      for (const [item, n] of increments) this.written.set(item, (this.written.get(item) ?? 0) + n);
    } catch (error) {
      for (const [item, n] of increments) {
        this.buffered.set(item, (this.buffered.get(item) ?? 0) + n);
      }
      for (const [key, n] of days)
        this.bufferedDays.set(key, (this.bufferedDays.get(key) ?? 0) + n);
      throw error;
    }
  }

  /** Flushes on a timer (unref'd: it never keeps the process alive); failures go to onError. */
  start(onError: (error: unknown) => void) {
    this.onError = onError;
    this.timer ??= setInterval(() => {
      if (this.buffered.size && this.clock.now() - this.oldestAt >= FLUSH_AFTER_MS) {
        this.flush().catch(onError);
      }
    }, TICK_MS).unref();
  }

  /** Stops the timer and writes what is left; a failure is reported, not thrown, so closing goes on. */
  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush().catch(this.onError);
  }
}

const counters = new WeakMap<Db, ViewCounts>();

/**
 * The app's view counter: created by the first routes plugin that asks (while registering:
 * hooks cannot be added later), flushed on a timer and when the app closes.
 */
export function viewCountsOf(app: FastifyInstance): ViewCounts {
  let counts = counters.get(app.db);
  if (!counts) {
    const created = new ViewCounts(app.db, app.clock);
    counts = created;
    counters.set(app.db, created);
    created.start((error) => app.log.error({ err: error }, 'view counts not written'));
    app.addHook('onClose', async () => {
      counters.delete(app.db);
      await created.stop();
    });
  }
  return counts;
}

/** Marks the server's own request for a page's first paint, made as the visiting guest. */
export const FIRST_PAINT_HEADER = 'x-portal-first-paint';

/**
 * Who is viewing: the member, or a guest told apart by IP and user agent (hashed). The first
 * paint cannot see a member's token (it is in localStorage), so it counts a guest view for the
 * device; that member's own first view from the device then takes it over instead of adding one.
 */
export interface Viewer {
  id: string;
  /** A member's device, whose painted guest view their view replaces. */
  device?: string;
  /** A guest view counted by the server-painted page. */
  paint?: boolean;
}

export function viewerOf(request: FastifyRequest): Viewer {
  const agent = request.headers['user-agent'] ?? '';
  const device = `g${createHash('sha1').update(`${request.ip}\n${agent}`).digest('base64url').slice(0, 16)}`;
  if (request.user) return { id: `m${request.user.id}`, device };
  return { id: device, paint: request.headers[FIRST_PAINT_HEADER] === '1' };
}

/** Counts the request's view of a found detail and adds what is still buffered to its count. */
export function countView<T extends { id: number; viewCount: number }>(
  views: ViewCounts,
  request: FastifyRequest,
  table: CountedTable,
  detail: T,
): T {
  detail.viewCount += views.view(table, detail.id, viewerOf(request));
  return detail;
}
