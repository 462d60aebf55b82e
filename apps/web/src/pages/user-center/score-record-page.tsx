import type { PointEntry } from '@portal/shared/api/index';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { MY_PAGE_SIZE, MyList, usePageParam } from '../../components/list/my-list.tsx';
import { usePointEntries } from '../../features/points/api/get-point-entries.ts';
import { usePointsSummary } from '../../features/points/api/get-points-summary.ts';
import '../../features/points/components/points.css';

function EntryRow({ entry }: { entry: PointEntry }) {
  return (
    <article className="mk-card mk-card--row" data-testid="point-entry">
      <div className="mk-card__body">
        <div className="mk-card__title">{entry.ruleName}</div>
        <div className="mk-card__meta">
          <span>{entry.note}</span>
          <span>{entry.createdAt}</span>
        </div>
      </div>
      <div className="mk-card__side">
        <span className="pts-points">+{entry.points}</span>
      </div>
    </article>
  );
}

/** /UserInfo/ScoreRecord (积分记录): the ledger, newest first, under the balance it sums to. */
export function Component() {
  const [pageNum, setPage] = usePageParam();
  const query = usePointEntries({ pageNum, pageSize: MY_PAGE_SIZE });
  const summary = usePointsSummary();
  return (
    <MyList
      title="积分记录"
      testId="score-record"
      query={query}
      pageNum={pageNum}
      onPage={setPage}
      rowKey={(entry) => entry.id}
      renderRow={(entry) => <EntryRow entry={entry} />}
      emptyText="暂无积分记录"
      emptyAction={{ label: '查看积分规则', to: getHref('VipCenter') }}
      filters={
        <p data-testid="score-balance">
          积分余额 <b className="pts-points">{summary.data?.balance ?? '—'}</b>
          <Link to={getHref('VipCenter')} style={{ marginLeft: 16 }}>
            积分规则
          </Link>
        </p>
      }
    />
  );
}
