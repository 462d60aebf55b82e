const SHANGHAI_OFFSET_MS = 8 * 3600_000;

/** yyyy-MM-dd HH:mm:ss in Asia/Shanghai (no DST there, so a fixed offset is exact). */
export function formatTime(ms: number | null | undefined): string | null {
  if (ms == null) return null;
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function formatDate(ms: number): string {
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Start of the Shanghai calendar day containing `ms`, as epoch ms. */
export function startOfShanghaiDay(ms: number): number {
  const day = 86_400_000;
  return Math.floor((ms + SHANGHAI_OFFSET_MS) / day) * day - SHANGHAI_OFFSET_MS;
}

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
