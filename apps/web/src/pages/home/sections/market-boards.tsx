import { AimOutlined, BulbOutlined, EditOutlined } from '@ant-design/icons';
import { SCROLL_BOARD } from '@portal/shared/constants';
import { TRADE_STATUSES, UNVEIL_STATUSES } from '@portal/shared/enums/market-status';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { NoData } from '../../../components/common/no-data.tsx';
import { SkeletonLines } from '../../../components/common/skeleton.tsx';
import { StatusSeal } from '../../../components/common/status-seal.tsx';
import { useOutcomeBoard } from '../../../features/home/api/get-outcome-board.ts';
import { useRewardBoard } from '../../../features/home/api/get-reward-board.ts';
import { SectionHead } from '../../../features/home/components/section-head.tsx';
import { useBoardScroller } from '../../../features/home/logic/use-board-scroller.ts';
import './market-boards.css';

const ROW_HEIGHT = 52;
const VIEW_HEIGHT = ROW_HEIGHT * SCROLL_BOARD.rows;

export interface BoardRow {
  id: number;
  name: string;
  techArea: string;
  href: string;
  traded: boolean;
}

interface BoardProps<T> {
  testId: string;
  title: string;
  icon: ReactNode;
  nameHeader: string;
  /** The status table whose 1 is traded and 0 open (TRADE_STATUSES, UNVEIL_STATUSES). */
  statuses: { 0: string; 1: string };
  query: UseQueryResult<T[]>;
  toRow: (item: T) => BoardRow;
  more: string;
  action?: ReactNode;
}

function Board<T>(props: BoardProps<T>) {
  const rows = props.query.data?.map(props.toRow) ?? [];
  const pending = props.query.isPending;
  const { viewport, track, scrolls } = useBoardScroller(rows.length);
  const renderRows = (copy: number, list: BoardRow[]) =>
    list.map((row) => (
      <Link
        key={`${copy}-${row.id}`}
        to={row.href}
        className="hm-board__row"
        tabIndex={copy === 0 ? undefined : -1}
        aria-hidden={copy === 0 ? undefined : true}
        data-testid={copy === 0 ? 'board-row' : undefined}
      >
        <span className="hm-board__name" title={row.name}>
          {row.name}
        </span>
        <span className="hm-board__area" title={row.techArea}>
          {row.techArea}
        </span>
        <span className="hm-board__status">
          <StatusSeal done={row.traded} label={props.statuses[row.traded ? 1 : 0]} />
        </span>
      </Link>
    ));
  return (
    <div className="hm-board" data-testid={props.testId}>
      <div className="hm-board__head">
        <h3 className="hm-board__title">
          <span className="hm-board__icon">{props.icon}</span>
          {props.title}
        </h3>
        <div className="hm-board__actions">
          {props.action}
          <Link className="hm-board__more" to={props.more}>
            更多 ›
          </Link>
        </div>
      </div>
      <div className="hm-board__cols" aria-hidden="true">
        <span className="hm-board__name">{props.nameHeader}</span>
        <span className="hm-board__area">技术领域</span>
        <span className="hm-board__status">状态</span>
      </div>
      <div
        className="hm-board__viewport"
        style={scrolls || pending ? { height: VIEW_HEIGHT } : { minHeight: VIEW_HEIGHT }}
        ref={viewport}
        data-testid={`${props.testId}-viewport`}
      >
        {pending ? (
          <div className="hm-board__skeleton">
            <SkeletonLines count={SCROLL_BOARD.rows} gap={ROW_HEIGHT - 18} />
          </div>
        ) : props.query.isError || rows.length === 0 ? (
          <NoData height={VIEW_HEIGHT} />
        ) : (
          <div className="hm-board__track" ref={track} data-testid={`${props.testId}-track`}>
            {renderRows(0, rows)}
            {scrolls && renderRows(1, rows.slice(0, SCROLL_BOARD.rows))}
          </div>
        )}
      </div>
    </div>
  );
}

/** The two-sided board: bounties wanting a solver, outcomes wanting a buyer (spec §1, §3). */
export function MarketBoards({ onPublishNeed }: { onPublishNeed: () => void }) {
  const rewards = useRewardBoard();
  const outcomes = useOutcomeBoard();
  return (
    <section className="hm-band hm-band--boards" data-testid="home-boards">
      <div className="pt-content">
        <SectionHead title="供需对接" en="Supply and Demand" />
        <div className="hm-boards">
          <Board
            testId="reward-board"
            title="需求悬赏榜"
            icon={<AimOutlined />}
            nameHeader="悬赏需求"
            statuses={UNVEIL_STATUSES}
            query={rewards}
            more={getHref('Reward')}
            action={
              <button
                type="button"
                className="hm-board__publish"
                onClick={onPublishNeed}
                data-testid="open-tech-need"
              >
                <EditOutlined /> 发布技术需求
              </button>
            }
            toRow={(item) => ({
              id: item.id,
              name: item.rewardName,
              techArea: item.techArea,
              href: getHref('RewardDetail', { query: { id: item.id } }),
              traded: Boolean(item.unveilStatus),
            })}
          />
          <Board
            testId="outcome-board"
            title="成果交易榜"
            icon={<BulbOutlined />}
            nameHeader="科技成果"
            statuses={TRADE_STATUSES}
            query={outcomes}
            more={getHref('Outcome')}
            toRow={(item) => ({
              id: item.id,
              name: item.goodsName,
              techArea: item.techArea,
              href: getHref('OutcomeDetail', { query: { id: item.id } }),
              traded: Boolean(item.tradeStatus),
            })}
          />
        </div>
      </div>
    </section>
  );
}
