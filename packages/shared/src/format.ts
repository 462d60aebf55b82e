import { COUNT_CAP } from './constants.ts';

/** 13812345678 → 138****5678 (spec §9, DESIGN §5); anything but 11 digits is returned as is. */
export function maskPhone(phone: string | null | undefined): string {
  if (phone === null || phone === undefined) return '';
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/**
 * Metres for display: under 1000 m as whole metres ('850m'), otherwise kilometres with one
 * decimal and a trailing '.0' dropped ('1km', '1.5km'). Non-finite input gives ''.
 */
export function formatDistance(metres: number | null | undefined): string {
  if (metres === null || metres === undefined || !Number.isFinite(metres)) return '';
  const rounded = Math.round(Math.max(0, metres));
  if (rounded < 1000) return `${rounded}m`;
  return `${(rounded / 1000).toFixed(1).replace(/\.0$/, '')}km`;
}

/** Counts above the cap show as '999+' (spec §9); missing or invalid counts show as 0. */
export function capCount(
  count: number | null | undefined,
  cap: number = COUNT_CAP,
): number | string {
  if (count === null || count === undefined || !Number.isFinite(count)) return 0;
  return count > cap ? `${cap}+` : count;
}

/**
 * A whole number with thousands separators, as zh-CN writes it: 1234567 → '1,234,567'. Plain
 * string work: the home page's first Intl.NumberFormat call cost a phone tens of ms (ICU).
 */
export function formatCount(value: number): string {
  const whole = Math.round(Number.isFinite(value) ? value : 0);
  return `${whole < 0 ? '-' : ''}${String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

/** Two decimals with thousands separators: 1234567.8 → '1,234,567.80'; invalid → '0.00'. */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value.trim() || Number.NaN) : value;
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '0.00';
  const fixed = Math.abs(amount).toFixed(2);
  const [integer = '0', decimals = '00'] = fixed.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  // -0.001 rounds to 0.00, which must not show a sign.
  const sign = amount < 0 && fixed !== '0.00' ? '-' : '';
  return `${sign}${grouped}.${decimals}`;
}

/** 'yyyy-MM-dd HH:mm:ss' (or any longer string) → 'yyyy-MM-dd'; missing → ''. */
export function formatDate(value: string | null | undefined): string {
  return typeof value === 'string' ? value.slice(0, 10) : '';
}

const YUAN_PER_WAN = 10_000;

/** Yuan → 万元 with two decimals and separators, the one unit of prices: 123456 → '12.35万元'. */
export function formatWan(yuan: number | null | undefined): string {
  return `${formatMoney((yuan ?? 0) / YUAN_PER_WAN)}万元`;
}

/** 万元 as typed (two decimals at most) → whole yuan: 12.34 → 123400. */
export function wanToYuan(wan: number): number {
  return Math.round(wan * 100) * (YUAN_PER_WAN / 100);
}

/** Whole yuan → 万元 for an input, rounded UP to the cent of 万元 so it is never below `yuan`. */
export function yuanToWanInput(yuan: number): number {
  return Math.ceil(yuan / (YUAN_PER_WAN / 100)) / 100;
}
