import type { UploadedFile } from '@portal/shared/api/index';
import { VOUCHER_ORDER_STATUSES } from '@portal/shared/enums/voucher';
import { AdminVoucherPaths as P, type VoucherOrderView } from '@portal/shared/voucher/contract';
import { Button, Descriptions, Form, Typography } from 'antd';
import { useRef, useState } from 'react';
import { QueuePage } from '../../components/queue-page.tsx';
import { api } from '../../lib/api.ts';
import { FileLink, type VoucherAction, VoucherActions } from './voucher-actions.tsx';

const yuan = (v: number) => `${v.toLocaleString('zh-CN')} 元`;

/** The delivery report, uploaded as a private file for the organisation. */
function ReportUpload({ onUploaded }: { onUploaded: (id: number) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const uploaded = await api.post<UploadedFile>(P.files, body);
      setName(uploaded.name);
      onUploaded(uploaded.id);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form.Item label="服务报告（图片或 pdf）" required>
      {name && <Typography.Text data-testid="report-name">{name} </Typography.Text>}
      <Button loading={busy} onClick={() => input.current?.click()}>
        {name ? '更换文件' : '上传服务报告'}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="服务报告"
        accept=".pdf,.png,.jpg,.jpeg,.webp"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </Form.Item>
  );
}

function actionsOf(o: VoucherOrderView): VoucherAction[] {
  const cancel: VoucherAction = {
    label: '取消订单',
    path: P.orderCancel(o.id),
    danger: true,
    reason: true,
  };
  if (o.status === 0)
    return [
      { label: '确认订单', path: P.orderConfirm(o.id), confirm: `代${o.orgName}确认该订单？` },
      cancel,
    ];
  if (o.status === 1)
    return [
      {
        label: '交付',
        path: P.orderDeliver(o.id),
        form: (set) => <ReportUpload onUploaded={(id) => set({ reportFileId: id })} />,
      },
      cancel,
    ];
  return [];
}

/** 创新券订单: every order; the console acts for the organisation (confirm, deliver, cancel). */
export default function VoucherOrdersPage() {
  return (
    <QueuePage<VoucherOrderView>
      name="voucher-orders"
      path={P.orders}
      exportName="创新券订单"
      statuses={VOUCHER_ORDER_STATUSES}
      defaultStatus="0"
      statusLabel="订单状态"
      keywordLabel="订单号、企业或机构"
      columns={[
        { title: '订单号', dataIndex: 'orderNo' },
        { title: '企业', dataIndex: 'companyName' },
        { title: '服务机构', dataIndex: 'orgName' },
        { title: '服务产品', dataIndex: 'productName' },
        { title: '创新券抵扣', dataIndex: 'voucherAmount', render: yuan },
      ]}
      after={() => [{ title: '下单时间', dataIndex: 'createdAt' }]}
      expand={(o) => (
        <Descriptions size="small" column={{ xs: 1, md: 2 }} data-testid="voucher-order-detail">
          <Descriptions.Item label="服务价格">{yuan(o.price)}</Descriptions.Item>
          <Descriptions.Item label="企业自付">{yuan(o.selfAmount)}</Descriptions.Item>
          <Descriptions.Item label="创新券">{o.voucherCode}</Descriptions.Item>
          <Descriptions.Item label="服务报告">
            <FileLink file={o.report} />
          </Descriptions.Item>
          {o.remark && <Descriptions.Item label="备注">{o.remark}</Descriptions.Item>}
          {o.cancelReason && (
            <Descriptions.Item label="取消原因">{o.cancelReason}</Descriptions.Item>
          )}
        </Descriptions>
      )}
      actions={(o) => {
        const actions = actionsOf(o);
        return actions.length ? <VoucherActions name="voucher-orders" actions={actions} /> : null;
      }}
    />
  );
}
