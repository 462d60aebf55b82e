/** Price display shared by cards, details and home boards: `formatPrice(120000)` → 12万元. */
import { formatMoney } from '@portal/shared/format';

const WAN = 10_000;

/** Prices in yuan as the cards show them: 0 is 面议, from 10 000 on in 万元, else in 元. */
export function formatPrice(yuan: number | null | undefined): string {
  if (!yuan) return '面议';
  return yuan >= WAN ? `${formatMoney(yuan / WAN)}万元` : `${formatMoney(yuan)}元`;
}
