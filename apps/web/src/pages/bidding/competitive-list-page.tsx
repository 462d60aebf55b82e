import { AimOutlined } from '@ant-design/icons';
import type { BidQuery } from '@portal/shared/api/market';
import { AUCTION_STATUSES } from '@portal/shared/enums/auction-status';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { useBidPage } from '../../features/bidding/api/get-bid-page.ts';
import { BidCard } from '../../features/bidding/components/bid-card.tsx';
import {
  dateRow,
  FilterPanel,
  priceRow,
  tableRow,
  useFieldRows,
  useRegionRows,
} from '../../features/market/components/filter-panel.tsx';
import { ListFrame } from '../../features/market/components/list-frame.tsx';
import { SORT_KEYS, toApiQuery } from '../../features/market/logic/list-filters.ts';
import { shanghaiToday, useListState } from '../../features/market/logic/use-list-state.ts';

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
      (auctionStatus) => update({ extras: { auctionStatus } }),
      [0],
    ),
    ...useFieldRows(state.fieldId, (fieldId) => update({ fieldId })),
    ...useRegionRows(state.regionCode, (regionCode) => update({ regionCode })),
    priceRow('当前价格', state.price, (price) => update({ price })),
    dateRow(state.date, (date) => update({ date })),
  ];
  const records = page.data?.records ?? [];
  return (
    <>
      <FilterPanel rows={rows} />
      <ListFrame
        keyword={state.keyword}
        keywordPlaceholder="搜索竞价项目"
        onKeyword={(keyword) => update({ keyword })}
        sort={state.sort}
        sorts={SORT_KEYS}
        onSort={(sort) => update({ sort })}
        total={page.data?.total}
        pageNum={state.pageNum}
        pageSize={PAGE_SIZE}
        onPage={(pageNum) => update({ pageNum })}
        pending={page.isPending}
        fetching={page.isPlaceholderData}
        empty={records.length === 0}
        extra={
          <LinkButton to={getHref('CompetitiveMove')} icon={<AimOutlined />}>
            我的竞价
          </LinkButton>
        }
      >
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
      </ListFrame>
    </>
  );
}
