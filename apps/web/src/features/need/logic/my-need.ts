import { NEED_MEMBER_CLOSABLE } from '@portal/shared/enums/market-flow';

/** Colours of PUBLISH_STATUSES (待审核, 已发布, 审核未通过, 已下架). */
export const PUBLISH_COLORS: Readonly<Record<number, string>> = {
  0: 'gold',
  1: 'green',
  2: 'red',
  3: 'default',
};

/** Colours of UNDERTAKE_STATUSES (待对接, 对接中, 已达成, 未采纳, 已撤回). */
export const UNDERTAKE_COLORS: Readonly<Record<number, string>> = {
  0: 'gold',
  1: 'blue',
  2: 'green',
  3: 'default',
  4: 'default',
};

/** The member may take their need down (the server decides; this only hides the button). */
export function canCloseNeed(status: number): boolean {
  return NEED_MEMBER_CLOSABLE.includes(status);
}
