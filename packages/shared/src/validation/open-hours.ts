import { BOOKING_SLOTS, type BookingSlot } from '../enums/resource.ts';

/**
 * An instrument's opening hours as the catalogue writes them ("工作日 09:00-17:00",
 * "周一至周六 08:30-21:30", "工作日 08:30-12:00，14:00-17:30"): which weekdays (0 Sunday … 6
 * Saturday) and which minute ranges. Null when the text states none we can read (no limit).
 */
export function parseOpenHours(text: string | null | undefined) {
  if (!text?.trim()) return null;
  const ranges = [...text.matchAll(/(\d{1,2}):(\d{2})\s*[-–~至]\s*(\d{1,2}):(\d{2})/g)].map((m) => [
    Number(m[1]) * 60 + Number(m[2]),
    Number(m[3]) * 60 + Number(m[4]),
  ]);
  if (ranges.length === 0) return null;
  let days = [0, 1, 2, 3, 4, 5, 6];
  if (text.includes('工作日') || text.includes('周一至周五')) days = [1, 2, 3, 4, 5];
  else if (text.includes('周一至周六')) days = [1, 2, 3, 4, 5, 6];
  return { days, ranges: ranges as [number, number][] };
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a booking slot on a day (yyyy-MM-dd) lies within the opening hours. */
export function slotWithinOpenHours(text: string | null | undefined, day: string, slot: number) {
  const hours = parseOpenHours(text);
  if (!hours) return true;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (!hours.days.includes(weekday)) return false;
  const label = BOOKING_SLOTS[slot as BookingSlot] ?? '';
  const [from, to] = (label.match(/\d{2}:\d{2}/g) ?? []).map(minutes);
  if (from === undefined || to === undefined) return false;
  return hours.ranges.some(([start, end]) => start <= from && to <= end);
}
