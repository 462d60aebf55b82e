import type { MyInstrumentBooking } from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { BOOKING_STATUSES } from '@portal/shared/enums/resource';
import { List } from 'antd';
import { ItemLink } from '../../../components/common/item-link.tsx';
import { NoData } from '../../../components/common/no-data.tsx';
import { RequestItem } from '../../../components/common/request-item.tsx';
import { SkeletonLines } from '../../../components/common/skeleton.tsx';
import { cancelBooking } from '../api/cancel-booking.ts';
import { useMyBookings } from '../api/get-my-bookings.ts';
import './resource.css';

/** One booking; `linked` makes the instrument's name open its detail (the member centre). */
export function BookingRow({
  item,
  linked = false,
}: {
  item: MyInstrumentBooking;
  linked?: boolean;
}) {
  return (
    <RequestItem
      testId="my-booking"
      status={item.status}
      statusLabel={labelOf(BOOKING_STATUSES, item.status)}
      statusTestId="booking-status"
      withdraw={{
        title: '确定取消该预约吗？',
        cancelText: '再想想',
        label: '取消预约',
        testId: 'cancel-booking',
        send: () => cancelBooking(item.id),
        refresh: ['resource'],
      }}
      title={`${item.bookDate} ${item.slotLabel}`}
      description={
        <>
          {linked ? (
            <ItemLink to="TestDeviceDetail" id={item.instrumentId} testId="booking-instrument">
              {item.instrumentName}
            </ItemLink>
          ) : (
            item.instrumentName
          )}
          （{item.orgName}）· {item.purpose} · 提交于 {item.createdAt}
          {item.status === 2 && item.reason && <div>未通过原因：{item.reason}</div>}
        </>
      }
    />
  );
}

/** The member's bookings of one instrument, with 取消预约 while 待确认. */
export function MyBookings({ instrumentId }: { instrumentId: number }) {
  const query = useMyBookings({ pageNum: 1, pageSize: 20, instrumentId });
  if (query.isPending) return <SkeletonLines count={3} />;
  const records = query.data?.records ?? [];
  if (records.length === 0) return <NoData height={100} description="暂无预约记录" />;
  return (
    <List
      className="rs-bookings"
      dataSource={records}
      renderItem={(item) => <BookingRow item={item} />}
    />
  );
}
