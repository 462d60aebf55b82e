import { openUploadedFile } from '@portal/client/private-file';
import type { SettlementPayment } from '@portal/shared/api/index';
import { AccountPaths } from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@portal/shared/enums/settlement';
import { formatMoney } from '@portal/shared/format';
import { Tag } from 'antd';
import { NoData } from '../../../components/common/no-data.tsx';

const COLORS: Record<number, string> = { 0: 'gold', 1: 'green', 3: 'red' };

/** The order's payments, newest first; the slip opens with the member's token (private file). */
export function PaymentList({ payments }: { payments: SettlementPayment[] }) {
  if (payments.length === 0) return <NoData description="暂无付款记录" />;
  return (
    <ul className="st-payments" data-testid="payment-list">
      {payments.map((p) => (
        <li key={p.id} data-testid="payment-row">
          <div className="st-payments__head">
            <b>{PAYMENT_METHODS[p.method as keyof typeof PAYMENT_METHODS] ?? p.method}</b>
            <span>¥{formatMoney(p.amount)}</span>
            <Tag color={COLORS[p.status] ?? 'default'}>{labelOf(PAYMENT_STATUSES, p.status)}</Tag>
          </div>
          <div className="st-muted">
            {p.createdAt} · 付款户名 {p.payerName} · 账号 {p.payerAccount}
          </div>
          {p.reason && <div className="st-reason">驳回原因：{p.reason}</div>}
          {p.slipFileId && (
            <button
              type="button"
              className="pt-link-button"
              onClick={() =>
                void openUploadedFile({
                  url: `${AccountPaths.privateFile}${p.slipFileId}`,
                  isPublic: false,
                  name: p.slipName ?? '转账凭证',
                })
              }
            >
              查看转账凭证{p.slipName ? `（${p.slipName}）` : ''}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
