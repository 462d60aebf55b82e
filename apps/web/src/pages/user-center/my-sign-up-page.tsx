import type { MySignUp } from '@portal/shared/api/index';
import { ACTION_STATUSES } from '@portal/shared/enums/action-status';
import { List, Tag } from 'antd';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { MyTabbedList, myListKind } from '../../components/list/my-list-tab.tsx';
import { RowCard } from '../../components/list/row-card.tsx';
import { useMySignUps } from '../../features/activity/api/get-my-sign-ups.ts';
import { useMyBookings } from '../../features/resource/api/get-my-bookings.ts';
import { BookingRow } from '../../features/resource/components/my-bookings.tsx';

const ACTION_COLORS: Record<number, string> = {
  0: 'default',
  1: 'green',
  2: 'orange',
  3: 'default',
};

function SignUpRow({ item }: { item: MySignUp }) {
  return (
    <RowCard
      testId="my-sign-up-row"
      side={
        <>
          {/* The sign-up's own status; the activity's is told as such beside the date. */}
          <Tag color={item.status === 1 ? 'green' : 'default'} data-testid="sign-up-status">
            {item.statusName}
          </Tag>
        </>
      }
    >
      <Link
        to={getHref('ActivityDetail', { query: { catId: item.catId, id: item.actionId } })}
        className="mk-card__title"
      >
        {item.actionName}
      </Link>
      <div className="mk-card__meta">
        <span>活动时间 {item.actionDateStart.slice(0, 16)}</span>
        <span data-testid="activity-status">
          活动
          <StatusTag
            table={ACTION_STATUSES}
            status={item.actionStatus}
            colors={ACTION_COLORS}
            testId="activity-status-tag"
          />
        </span>
        <span>地点 {item.address}</span>
      </div>
      <div className="mk-card__meta">
        <span>报名单位 {item.companyName}</span>
        <span>联系人 {item.linkman}</span>
        <span>报名于 {item.createdAt}</span>
      </div>
    </RowCard>
  );
}

const KINDS = [
  myListKind({ value: 'action', label: '活动报名' }, useMySignUps, {
    renderRow: (item) => <SignUpRow item={item} />,
    emptyText: '暂无活动报名',
    emptyAction: { label: '浏览活动中心', to: getHref('Activity') },
  }),
  myListKind({ value: 'booking', label: '仪器预约' }, useMyBookings, {
    renderRow: (item) => (
      <List
        className="rs-bookings"
        dataSource={[item]}
        renderItem={(one) => <BookingRow item={one} linked />}
      />
    ),
    emptyText: '暂无仪器预约',
    emptyAction: { label: '浏览仪器设备', to: getHref('TestDeviceList') },
  }),
] as const;

/**
 * /UserInfo/MySignUp: the member's activity sign-ups with date, place and activity status, and
 * (tab=booking) their instrument bookings with status and 取消预约 while 待确认.
 */
export function Component() {
  return (
    <MyTabbedList title="我的报名" testId="my-sign-up-list" tabTestId="sign-up-tab" kinds={KINDS} />
  );
}
