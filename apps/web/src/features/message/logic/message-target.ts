import type { MessageTarget } from '@portal/shared/enums/message-kind';
import { getHref } from '../../../app/paths.ts';

/** Where a message's item is shown: the member's own screens, or the public detail. */
export function messageTargetHref(type: MessageTarget | null, id: number | null): string | null {
  switch (type) {
    case 'certification':
      return getHref('Authentication');
    case 'need':
      return id ? getHref('MyNeedDetail', { query: { id } }) : getHref('MyNeed');
    case 'auction':
      return id ? getHref('CompetitiveDetail', { query: { id } }) : getHref('Competitive');
    case 'transfer':
      return getHref('Transfer');
    case 'contract':
      return getHref('Contract');
    case 'policyApply':
      return id ? getHref('MyPolicyDetail', { query: { id } }) : getHref('MyPolicy');
    case 'evaluationRequest':
      return getHref('Technicalevaluation', { hash: 'mine' });
    case 'question':
      return id ? getHref('InteractionDetail', { query: { id } }) : getHref('Interaction');
    case 'activity':
      return id ? getHref('ActivityDetail', { query: { id } }) : getHref('Activity');
    case 'financeProduct':
      return id ? getHref('RequestApplication', { query: { id } }) : getHref('FinanceList');
    case 'instrument':
      return id
        ? getHref('TestDeviceDetail', { query: { id }, hash: 'booking' })
        : getHref('TestDeviceList');
    case 'contactRequest':
      return getHref('MyContact');
    case 'voucherClaim':
      return getHref('MyTake');
    case 'voucherOrder':
      return getHref('MyCouponOrder');
    case 'voucherRedemption':
      return getHref('MyExchange');
    case 'levelPurchase':
      return getHref('buyLevelRecord');
    case 'settlement':
      return id ? getHref('Mytradingdetail', { query: { id } }) : getHref('FinancialSettlement');
    case 'orgApplication':
      // The provider workspace is its own site (apps/merchant), not a portal route.
      return '/merchant/';
    default:
      return null;
  }
}

/** The badge text: up to 99, then 99+. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
