import { MerchantBookingPaths as B, type MyInstrumentBooking } from '@portal/shared/api/index';
import { BOOKING_STATUSES, labelOf } from '@portal/shared/enums/index';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { ReasonDialog } from '../components/action-dialog.tsx';
import { WorkItem, WorkList } from '../components/work-list.tsx';
import { settled, useWorkAction } from '../lib/work.ts';

// Preset colours (dark text on a light tint) keep 4.5:1; antd's status colours do not.
const COLOR: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red', 3: 'default' };

const FILTERS = [
  { value: '', label: '全部预约' },
  ...Object.entries(BOOKING_STATUSES).map(([value, label]) => ({ value, label })),
];

/** What the organisation does next, and what the member sees on their side. */
const NEXT: Record<number, string> = {
  0: '请确认或拒绝，预约人会收到消息',
  1: '已确认，请按时为预约人安排仪器',
  2: '已拒绝，预约人已看到原因',
  3: '预约人已取消',
};

function DeclineDialog({
  booking,
  onClose,
}: {
  booking: MyInstrumentBooking;
  onClose: () => void;
}) {
  const decline = useWorkAction<{ id: number; reason: string }>(
    B.bookingDecline,
    '已拒绝该预约，预约人已收到通知',
  );
  return (
    <ReasonDialog
      title={`拒绝预约：${booking.instrumentName}`}
      okText="拒绝预约"
      label="拒绝原因（预约人可见）"
      required="请填写拒绝原因"
      testId="decline-reason"
      pending={decline.isPending}
      send={(reason) => decline.mutateAsync({ id: booking.id, reason })}
      onClose={onClose}
    />
  );
}

/** 仪器预约 of the organisation's instruments: filter by status, confirm, decline with a reason. */
export default function BookingsPage() {
  const confirm = useWorkAction<{ id: number }>(B.bookingConfirm, '预约已确认，预约人已收到通知');
  const [declining, setDeclining] = useState<MyInstrumentBooking>();
  return (
    <WorkList<MyInstrumentBooking>
      title="仪器预约"
      filter={{ label: '预约状态', options: FILTERS, width: 120, testId: 'booking-filter' }}
      source={{ name: 'bookings', path: B.bookings }}
      emptyText="暂无预约"
      testId="merchant-bookings"
      renderItem={(b) => (
        <WorkItem
          testId={`booking-${b.id}`}
          name={b.instrumentName}
          status={{
            label: labelOf(BOOKING_STATUSES, b.status),
            color: COLOR[b.status],
            testId: 'booking-status',
          }}
          actions={
            b.status === 0
              ? [
                  <Popconfirm
                    key="confirm"
                    title="确认该预约？预约人将收到确认消息"
                    onConfirm={() => settled(confirm.mutateAsync({ id: b.id }))}
                  >
                    <Button type="primary" size="small" data-testid="booking-confirm">
                      确认预约
                    </Button>
                  </Popconfirm>,
                  <Button
                    key="decline"
                    size="small"
                    danger
                    data-testid="booking-decline"
                    onClick={() => setDeclining(b)}
                  >
                    拒绝
                  </Button>,
                ]
              : []
          }
        >
          <div>
            使用时间 {b.bookDate} {b.slotLabel}
          </div>
          <div>
            联系人 {b.linkName} {b.linkPhone}
          </div>
          <div>使用目的：{b.purpose}</div>
          <div>提交时间 {b.createdAt}</div>
          {b.status === 2 && b.reason && <div>拒绝原因：{b.reason}</div>}
          <div className="mc-next">{NEXT[b.status]}</div>
        </WorkItem>
      )}
    >
      {declining && <DeclineDialog booking={declining} onClose={() => setDeclining(undefined)} />}
    </WorkList>
  );
}
