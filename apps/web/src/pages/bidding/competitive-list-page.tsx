import { AimOutlined } from '@ant-design/icons';
import type { BidQuery } from '@portal/shared/api/market';
import { AUCTION_STATUSES } from '@portal/shared/enums/auction-status';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { dateRow, priceRow, tableRow, useAreaRows } from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useBidPage } from '../../features/bidding/api/get-bid-page.ts';
import { BidCard } from '../../features/bidding/components/bid-card.tsx';
import { toApiQuery } from '../../lib/list-filters.ts';
import { setExtra, shanghaiToday, useListState } from '../../lib/use-list-state.ts';

const EXTRAS = { auctionStatus: 'int' } as const;
const PAGE_SIZE = 9;

/** 竞价大厅 (/Competitive): auctions with their status (1–5 listed; 0 未上架 never public). */
export function Component() {
  const [state, update] = useListState(EXTRAS);
  const query = { ...toApiQuery<BidQuery>(state, shanghaiToday()), pageSize: PAGE_SIZE };
  const page = useBidPage(query);
  const rows = [
    tableRow(
      'auctionStatus',
      '竞价状态',
      AUCTION_STATUSES,
      state.extras.auctionStatus,
      setExtra(update)('auctionStatus'),
      [0],
    ),
    ...useAreaRows(state, update),
    priceRow('当前价格', state.price, (price) => update({ price })),
    dateRow(state.date, (date) => update({ date })),
  ];
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      pageSize={PAGE_SIZE}
      keywordPlaceholder="搜索竞价项目"
      extra={
        <LinkButton to={getHref('CompetitiveMove')} icon={<AimOutlined />}>
          我的竞价
        </LinkButton>
      }
    >
      {(records) => (
        <div className="bd-grid">
          {records.map((item) => (
            <BidCard
              key={item.id}
              item={item}
              answeredAt={page.dataUpdatedAt}
              onZero={() => void page.refetch()}
            />
          ))}
        </div>
      )}
    </ListPage>
  );
}
