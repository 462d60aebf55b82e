import type { MySignUp } from '@portal/shared/api/index';
import { ACTION_STATUSES } from '@portal/shared/enums/action-status';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { MY_PAGE_SIZE, MyList, usePageParam } from '../../components/list/my-list.tsx';
import { useMySignUps } from '../../features/activity/api/get-my-sign-ups.ts';

const ACTION_COLORS: Record<number, string> = {
  0: 'default',
  1: 'green',
  2: 'orange',
  3: 'default',
};

function SignUpRow({ item }: { item: MySignUp }) {
  return (
    <article className="mk-card mk-card--row" data-testid="my-sign-up-row">
      <div className="mk-card__body">
        <Link
          to={getHref('ActivityDetail', { query: { catId: item.catId, id: item.actionId } })}
          className="mk-card__title"
        >
          {item.actionName}
        </Link>
        <div className="mk-card__meta">
          <span>活动时间 {item.actionDateStart.slice(0, 16)}</span>
          <span>地点 {item.address}</span>
        </div>
        <div className="mk-card__meta">
          <span>报名单位 {item.companyName}</span>
          <span>联系人 {item.linkman}</span>
          <span>报名于 {item.createdAt}</span>
        </div>
      </div>
      <div className="mk-card__side">
        <StatusTag table={ACTION_STATUSES} status={item.actionStatus} colors={ACTION_COLORS} />
      </div>
    </article>
  );
}

/** /UserInfo/MySignUp: the member's activity sign-ups with date, place and activity status. */
export function Component() {
  const [pageNum, setPage] = usePageParam();
  const query = useMySignUps({ pageNum, pageSize: MY_PAGE_SIZE });
  return (
    <MyList
      title="我的报名"
      testId="my-sign-up-list"
      query={query}
      pageNum={pageNum}
      onPage={setPage}
      rowKey={(item) => item.id}
      renderRow={(item) => <SignUpRow item={item} />}
      emptyText="暂无活动报名"
      emptyAction={{ label: '浏览活动中心', to: getHref('Activity') }}
    />
  );
}
