import type { ActionItem } from '@portal/shared/api/index';

type Dates = Pick<ActionItem, 'actionDateStart' | 'actionDateEnd'>;

/**
 * The dates of an activity: `2026-11-28 09:00 至 17:30` on one day, otherwise
 * `2026-11-28 09:00 至 2026-11-29 17:30` (minutes, no seconds).
 */
export function activityDates({ actionDateStart, actionDateEnd }: Dates): string {
  const start = actionDateStart.slice(0, 16);
  const end = actionDateEnd.slice(0, 16);
  if (!end) return start;
  return start.slice(0, 10) === end.slice(0, 10)
    ? `${start} 至 ${end.slice(11)}`
    : `${start} 至 ${end}`;
}

/** Region names, e.g. 山东省 济南市; a city named like its province shows once. */
export function activityPlace(item: Pick<ActionItem, 'actionProvince' | 'actionCity'>): string {
  const { actionProvince: province, actionCity: city } = item;
  if (!city || city === province) return province || '—';
  return `${province} ${city}`;
}

/** Places left, or null when the activity has no limit. */
export function placesLeft(item: Pick<ActionItem, 'signCount' | 'maxSignups'>): number | null {
  if (item.maxSignups === null) return null;
  return Math.max(0, item.maxSignups - item.signCount);
}
