import {
  type AdminPaymentDetail,
  AdminPaymentPaths,
  PAYMENT_PURPOSES,
} from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { PAYMENT_STATUSES } from '@portal/shared/enums/settlement';
import { formatMoney } from '@portal/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, List, Result, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ConfirmSummary } from '../../components/confirm-summary.tsx';
import { DecideButtons } from '../../components/decide-buttons.tsx';
import { api, openPrivateFile } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

/** One transfer slip: payer, amount, the private slip (review role), confirm or reject. */
export default function PaymentDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const reviewer = useSession()?.operator.roles.includes('review') ?? false;
  const { data, isLoading, isError } = useQuery({
    queryKey: ['admin', 'payment', id],
    queryFn: () => api.get<AdminPaymentDetail>(`${AdminPaymentPaths.payment}${id}`),
  });
  if (isLoading) return <Skeleton active />;
  if (isError || !data) return <Result status="404" title="付款记录不存在" />;
  const mismatch =
    data.amountDue !== null && Math.round(data.amountDue * 100) !== Math.round(data.amount * 100);
  const slipButton = data.slip && (
    <Button
      size="small"
      onClick={() => void openPrivateFile(AdminPaymentPaths.paymentSlip(data.id))}
    >
      查看凭证
    </Button>
  );
  return (
    <div className="ad-panel" data-testid="payment-detail">
      <Descriptions
        title={data.subject || `付款 ${data.id}`}
        column={{ xs: 1, md: 2 }}
        bordered
        size="small"
        items={[
          { label: '类型', children: labelOf(PAYMENT_PURPOSES, data.purpose) },
          { label: '会员', children: data.username },
          {
            label: '应付金额',
            children: data.amountDue === null ? '—' : `${formatMoney(data.amountDue)} 元`,
          },
          {
            label: '转账金额',
            children: (
              <span data-testid="payment-amount" style={mismatch ? { color: '#cf1322' } : {}}>
                {formatMoney(data.amount)} 元{mismatch ? '（与应付金额不一致）' : ''}
              </span>
            ),
          },
          {
            label: '状态',
            children: (
              <span data-testid="payment-status">{labelOf(PAYMENT_STATUSES, data.status)}</span>
            ),
          },
          { label: '付款人', children: data.payerName },
          { label: '付款账号', children: data.payerAccount },
          { label: '备注', children: data.remark || '—' },
          { label: '提交时间', children: data.createdAt },
          { label: '处理时间', children: data.decidedAt ?? '—' },
          { label: '驳回原因', children: data.reason ?? '—' },
        ]}
      />
      <h2 style={{ fontSize: 16, marginTop: 16 }}>转账凭证</h2>
      {data.slip ? (
        <Space wrap>
          <span>
            {data.slip.name}（{Math.ceil(data.slip.size / 1024)} KB）
          </span>
          {reviewer && slipButton}
        </Space>
      ) : (
        <p>未上传凭证</p>
      )}
      {!reviewer && <p style={{ color: '#666' }}>凭证原件仅审核角色可查看。</p>}
      <h2 style={{ fontSize: 16, marginTop: 16 }}>历次付款</h2>
      <List
        size="small"
        dataSource={data.history}
        renderItem={(h) => (
          <List.Item>
            {h.createdAt} · {formatMoney(h.amount)} 元 · {labelOf(PAYMENT_STATUSES, h.status)}
            {h.reason ? ` · ${h.reason}` : ''}
          </List.Item>
        )}
      />
      <Space style={{ marginTop: 16 }} wrap>
        {reviewer && data.status === 0 && (
          <DecideButtons
            path={AdminPaymentPaths.paymentDecide(data.id)}
            confirm={{
              title: '确认已收到这笔转账？',
              okText: '确认到账',
              content: (
                <ConfirmSummary
                  testId="payment-confirm-summary"
                  items={[
                    { label: '付款内容', children: data.subject },
                    { label: '会员', children: data.username },
                    {
                      label: '应付金额',
                      children: data.amountDue === null ? '—' : `${formatMoney(data.amountDue)} 元`,
                    },
                    {
                      label: '转账金额',
                      children: `${formatMoney(data.amount)} 元${mismatch ? '（不一致，请核对）' : ''}`,
                    },
                    { label: '付款人', children: data.payerName },
                    { label: '付款账号', children: data.payerAccount },
                    { label: '转账凭证', children: slipButton || '未上传凭证' },
                    {
                      label: '确认后',
                      children: '订单即为已支付，会员收到到账通知，此操作不能撤销。',
                    },
                  ]}
                />
              ),
            }}
            invalidate={[
              ['admin', 'payment', id],
              ['admin', 'payments'],
              ['admin', 'dashboard'],
            ]}
          />
        )}
        <Button onClick={() => navigate('/payments')}>返回列表</Button>
      </Space>
    </div>
  );
}
