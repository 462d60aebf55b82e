import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidatedSince, loadMark, onInvalidate } from '../../lib/cache-registry.ts';
import { type CountedTable, countView, viewCountsOf, viewerOf } from './view-counts.ts';

/** How long a guest detail is reused; writes a guest would see clear it at once. */
export const GUEST_DETAIL_TTL_MS = 5_000;
/** Details kept at most; the store starts over beyond that. */
const MAX_ENTRIES = 2_000;

interface Entry<T> {
  until: number;
  detail: T;
  /** The view counter's written views of the item when the detail was read. */
  written: number;
  /** The last answer given, reused while the view count stays (reply.okReused). */
  last?: T;
}

/**
 * Guest answers of a section's detail, reused for a few seconds. A detail composes several
 * queries (related items, field and region names, deals) yet one guest's answer differs from
 * another's only by the view count, which is added per request from the view counter: the
 * stored count read with the detail, plus what this process has written since, plus what is
 * still buffered. Members (isCollect, their own items) always read afresh.
 *
 *   const details = guestDetails(app, 'outcomes', 'outcome');
 *   const detail = await details.answer(request, id, () => outcomeDetail(app.db, id, userId));
 *   if (!detail) throw notFound(…);            // unknown ids are never cached
 *   return reply.okReused(detail);             // a guest's answer is the same object while
 *                                              // its view count stays: serialised once
 *   …after a write a guest would see: invalidate(app, 'outcome:12') (lib/cache-registry.ts)
 *
 * Each detail is kept under the tags `outcome` and `outcome:12` (`tag` and the id).
 */
export function guestDetails<T extends { id: number; viewCount: number }>(
  app: FastifyInstance,
  table: CountedTable,
  tag: string,
  ttlMs = GUEST_DETAIL_TTL_MS,
) {
  const tagsOf = (id: number) => [tag, `${tag}:${id}`];
  const views = viewCountsOf(app);
  const store = new Map<number, Entry<T>>();
  // One read per item at a time: guests arriving while it runs wait for the same answer.
  const reading = new Map<number, Promise<Entry<T> | undefined>>();
  onInvalidate(app, (matches) => {
    for (const id of store.keys()) if (matches(tagsOf(id))) store.delete(id);
    // A read begun before the write is not joined by the guests after it.
    for (const id of reading.keys()) if (matches(tagsOf(id))) reading.delete(id);
  });
  const read = async (id: number, load: () => Promise<T | undefined>) => {
    const mark = loadMark(app);
    const written = views.writtenOf(table, id);
    const detail = await load();
    if (!detail) {
      store.delete(id);
      return undefined;
    }
    if (store.size >= MAX_ENTRIES) store.clear();
    const entry = { until: app.clock.now() + ttlMs, detail, written };
    // Invalidated while it was read: the detail may predate the write; it serves these guests.
    if (!invalidatedSince(app, mark, tagsOf(id))) store.set(id, entry);
    return entry;
  };
  return {
    async answer(
      request: FastifyRequest,
      id: number,
      load: () => Promise<T | undefined>,
    ): Promise<T | undefined> {
      if (request.user) {
        const detail = await load();
        return detail && countView(views, request, table, detail);
      }
      let entry: Entry<T> | undefined = store.get(id);
      if (!entry || app.clock.now() >= entry.until) {
        let pending = reading.get(id);
        if (!pending) {
          pending = read(id, load).finally(() => reading.delete(id));
          reading.set(id, pending);
        }
        entry = await pending;
        if (!entry) return undefined;
      }
      const buffered = views.view(table, id, viewerOf(request));
      const writtenSince = views.writtenOf(table, id) - entry.written;
      const viewCount = entry.detail.viewCount + writtenSince + buffered;
      if (entry.last?.viewCount !== viewCount) entry.last = { ...entry.detail, viewCount };
      return entry.last;
    },
  };
}
