import type { MyFinanceApply } from '@portal/shared/api/index';
import { FINANCE_APPLY_KINDS, FINANCE_APPLY_STATUSES } from '@portal/shared/enums/finance-apply';
import { labelOf } from '@portal/shared/enums/label';
import { formatMoney } from '@portal/shared/format';
import { StatusTag } from '../../../components/common/status-tag.tsx';

const STATUS_COLORS: Record<number, string> = {
  0: 'processing',
  1: 'blue',
  2: 'success',
  3: 'error',
};

/** One loan application, financing need or finance demand application of the member. */
export function MyFinanceApplyRow({ item }: { item: MyFinanceApply }) {
  return (
    <article className="mk-card mk-card--row" data-testid="my-finance-apply">
      <div className="mk-card__body">
        <strong className="mk-card__title">
          {labelOf(FINANCE_APPLY_KINDS, item.kind)} · {item.companyName}
        </strong>
        <div className="mk-card__meta">
          {item.applyMoney !== null && <span>金额 {formatMoney(item.applyMoney)} 万元</span>}
          {item.linkman && <span>联系人 {item.linkman}</span>}
          <span>提交于 {item.createdAt}</span>
        </div>
        {item.summary && <p className="mk-card__summary">{item.summary}</p>}
      </div>
      <div className="mk-card__side">
        <StatusTag table={FINANCE_APPLY_STATUSES} status={item.status} colors={STATUS_COLORS} />
      </div>
    </article>
  );
}
