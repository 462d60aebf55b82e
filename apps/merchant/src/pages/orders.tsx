import { openUploadedFile } from '@portal/client/private-file';
import { MerchantWorkPaths as W } from '@portal/shared/api/index';
import { labelOf, VOUCHER_ORDER_STATUSES } from '@portal/shared/enums/index';
import type { VoucherOrderView } from '@portal/shared/voucher/index';
import { Alert, Button, Form, Popconfirm } from 'antd';
import { useState } from 'react';
import { ActionDialog, ReasonDialog } from '../components/action-dialog.tsx';
import { FileField } from '../components/file-field.tsx';
import { WorkItem, WorkList } from '../components/work-list.tsx';
import { settled, useWorkAction } from '../lib/work.ts';

// Preset colours (dark text on a light tint) keep 4.5:1; antd's status colours do not.
const COLOR: Record<number, string> = {
  0: 'gold',
  1: 'blue',
  2: 'orange',
  3: 'green',
  4: 'default',
};

const FILTERS = [
  { value: '', label: '全部订单' },
  ...Object.entries(VOUCHER_ORDER_STATUSES).map(([value, label]) => ({ value, label })),
];

/** What the organisation does next with an order, and what the company waits for. */
const NEXT: Record<number, string> = {
  0: '请确认订单，确认后企业看到“服务中”',
  1: '服务完成后上传服务报告并交付',
  2: '已交付，等待企业验收',
  3: '企业已验收，订单完成',
  4: '',
};

const yuan = (n: number) => `${n.toLocaleString('zh-CN')}元`;

function CancelDialog({ order, onClose }: { order: VoucherOrderView; onClose: () => void }) {
  const cancel = useWorkAction<{ id: number; reason: string }>(
    W.orderCancel,
    '订单已取消，创新券抵扣额已退回企业',
  );
  return (
    <ReasonDialog
      title={`取消订单 ${order.orderNo}`}
      okText="确认取消"
      label="取消原因（企业可见）"
      required="请填写取消原因"
      testId="cancel-reason"
      pending={cancel.isPending}
      send={(reason) => cancel.mutateAsync({ id: order.id, reason })}
      onClose={onClose}
    />
  );
}

function DeliverDialog({ order, onClose }: { order: VoucherOrderView; onClose: () => void }) {
  const deliver = useWorkAction<{ id: number; reportFileId: number }>(
    W.orderDeliver,
    '已交付，等待企业验收',
  );
  return (
    <ActionDialog<{ reportFileId: number }>
      title={`交付订单 ${order.orderNo}`}
      okText="交付"
      pending={deliver.isPending}
      send={(values) => deliver.mutateAsync({ id: order.id, reportFileId: values.reportFileId })}
      onClose={onClose}
      intro={
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="服务报告仅本机构成员、下单企业和平台运营人员可以查看。"
        />
      }
    >
      <Form.Item
        name="reportFileId"
        label="服务报告（图片或 pdf）"
        rules={[{ required: true, message: '请上传服务报告' }]}
      >
        <FileField label="上传服务报告" testId="deliver-report" />
      </Form.Item>
    </ActionDialog>
  );
}

/** 创新券订单 of the organisation: filter by status, confirm, cancel with a reason, deliver. */
export default function OrdersPage() {
  const confirm = useWorkAction<{ id: number }>(W.orderConfirm, '订单已确认，服务开始');
  const [dialog, setDialog] = useState<{ kind: 'cancel' | 'deliver'; order: VoucherOrderView }>();
  return (
    <WorkList<VoucherOrderView>
      title="创新券订单"
      filter={{ label: '订单状态', options: FILTERS, width: 132, testId: 'order-filter' }}
      source={{ name: 'orders', path: W.orders }}
      emptyText="暂无订单"
      testId="merchant-orders"
      renderItem={(o) => (
        <WorkItem
          testId={`order-${o.orderNo}`}
          name={o.productName}
          status={{
            label: labelOf(VOUCHER_ORDER_STATUSES, o.status),
            color: COLOR[o.status],
            testId: 'order-status',
          }}
          actions={[
            o.status === 0 && (
              <Popconfirm
                key="confirm"
                title="确认接单？确认后开始服务"
                onConfirm={() => settled(confirm.mutateAsync({ id: o.id }))}
              >
                <Button type="primary" size="small">
                  确认订单
                </Button>
              </Popconfirm>
            ),
            o.status === 1 && (
              <Button
                key="deliver"
                type="primary"
                size="small"
                onClick={() => setDialog({ kind: 'deliver', order: o })}
              >
                交付
              </Button>
            ),
            (o.status === 0 || o.status === 1) && (
              <Button
                key="cancel"
                size="small"
                danger
                onClick={() => setDialog({ kind: 'cancel', order: o })}
              >
                取消
              </Button>
            ),
            o.report && (
              <Button
                key="report"
                type="link"
                size="small"
                onClick={() => void openUploadedFile({ ...o.report!, isPublic: false })}
              >
                服务报告
              </Button>
            ),
          ].filter(Boolean)}
        >
          <div>
            订单号 {o.orderNo} · {o.companyName}
          </div>
          <div>
            价格 {yuan(o.price)}，创新券抵扣 {yuan(o.voucherAmount)}，企业自付 {yuan(o.selfAmount)}
          </div>
          <div>下单时间 {o.createdAt}</div>
          {o.remark && <div>企业备注：{o.remark}</div>}
          {o.status === 4 && o.cancelReason && <div>取消原因：{o.cancelReason}</div>}
          {NEXT[o.status] && <div className="mc-next">{NEXT[o.status]}</div>}
        </WorkItem>
      )}
    >
      {dialog?.kind === 'cancel' && (
        <CancelDialog order={dialog.order} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'deliver' && (
        <DeliverDialog order={dialog.order} onClose={() => setDialog(undefined)} />
      )}
    </WorkList>
  );
}
