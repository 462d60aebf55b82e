import type { PointEntry } from '@portal/shared/api/index';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { MyPagedList } from '../../components/list/my-paged-list.tsx';
import { RowCard } from '../../components/list/row-card.tsx';
import { usePointEntries } from '../../features/points/api/get-point-entries.ts';
import { usePointsSummary } from '../../features/points/api/get-points-summary.ts';
import '../../features/points/components/points.css';

function EntryRow({ entry }: { entry: PointEntry }) {
  return (
    <RowCard testId="point-entry" side={<span className="pts-points">+{entry.points}</span>}>
      <div className="mk-card__title">{entry.ruleName}</div>
      <div className="mk-card__meta">
        <span>{entry.note}</span>
        <span>{entry.createdAt}</span>
      </div>
    </RowCard>
  );
}

/** /UserInfo/ScoreRecord (积分记录): the ledger, newest first, under the balance it sums to. */
export function Component() {
  const summary = usePointsSummary();
  return (
    <MyPagedList
      title="积分记录"
      testId="score-record"
      useRecords={usePointEntries}
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
