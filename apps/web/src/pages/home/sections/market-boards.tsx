import { AimOutlined, BulbOutlined, EditOutlined } from '@ant-design/icons';
import { SCROLL_BOARD } from '@portal/shared/constants';
import { TRADE_STATUSES, UNVEIL_STATUSES } from '@portal/shared/enums/market-status';
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

interface BoardProps {
  testId: string;
  title: string;
  icon: ReactNode;
  nameHeader: string;
  tradedLabel: string;
  openLabel: string;
  rows: BoardRow[] | undefined;
  pending: boolean;
  failed: boolean;
  more: string;
  action?: ReactNode;
}

function Board(props: BoardProps) {
  const rows = props.rows ?? [];
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
          <StatusSeal done={row.traded} label={row.traded ? props.tradedLabel : props.openLabel} />
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
        style={scrolls || props.pending ? { height: VIEW_HEIGHT } : { minHeight: VIEW_HEIGHT }}
        ref={viewport}
        data-testid={`${props.testId}-viewport`}
      >
        {props.pending ? (
          <div className="hm-board__skeleton">
            <SkeletonLines count={SCROLL_BOARD.rows} gap={ROW_HEIGHT - 18} />
          </div>
        ) : props.failed || rows.length === 0 ? (
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
            tradedLabel={UNVEIL_STATUSES[1]}
            openLabel={UNVEIL_STATUSES[0]}
            pending={rewards.isPending}
            failed={rewards.isError}
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
            rows={rewards.data?.map((item) => ({
              id: item.id,
              name: item.rewardName,
              techArea: item.techArea,
              href: getHref('RewardDetail', { query: { id: item.id } }),
              traded: Boolean(item.unveilStatus),
            }))}
          />
          <Board
            testId="outcome-board"
            title="成果交易榜"
            icon={<BulbOutlined />}
            nameHeader="科技成果"
            tradedLabel={TRADE_STATUSES[1]}
            openLabel={TRADE_STATUSES[0]}
            pending={outcomes.isPending}
            failed={outcomes.isError}
            more={getHref('Outcome')}
            rows={outcomes.data?.map((item) => ({
              id: item.id,
              name: item.goodsName,
              techArea: item.techArea,
              href: getHref('OutcomeDetail', { query: { id: item.id } }),
              traded: Boolean(item.tradeStatus),
            }))}
          />
        </div>
      </div>
    </section>
  );
}
