import type { LevelPurchase } from '@portal/shared/api/index';
import { LEVEL_PURCHASE_STATUSES } from '@portal/shared/enums/points';
import { formatMoney } from '@portal/shared/format';
import { Button, message, Popconfirm } from 'antd';
import { getHref } from '../../app/paths.ts';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { MY_PAGE_SIZE, MyList, usePageParam } from '../../components/list/my-list.tsx';
import { useCancelLevelPurchase } from '../../features/points/api/buy-level.ts';
import { useLevelPurchases } from '../../features/points/api/get-level-purchases.ts';

const STATUS_COLORS: Record<number, string> = {
  0: 'processing',
  1: 'success',
  2: 'default',
  3: 'error',
};

function PurchaseRow({ item }: { item: LevelPurchase }) {
  const cancel = useCancelLevelPurchase();
  return (
    <article className="mk-card mk-card--row" data-testid="level-purchase">
      <div className="mk-card__body">
        <div className="mk-card__title">
          {item.levelName} · {item.years}年
        </div>
        <div className="mk-card__meta">
          <span>金额 ¥{formatMoney(item.amount)}</span>
          <span>下单于 {item.createdAt}</span>
          {item.paidAt && <span>支付于 {item.paidAt}</span>}
          {item.validUntil && <span>有效期至 {item.validUntil}</span>}
        </div>
      </div>
      <div className="mk-card__side">
        <StatusTag table={LEVEL_PURCHASE_STATUSES} status={item.status} colors={STATUS_COLORS} />
        {item.status === 0 && (
          <Popconfirm
            title="确定取消该订单吗？"
            okText="确定"
            cancelText="取消"
            onConfirm={() =>
              cancel.mutate(item.id, { onSuccess: (answer) => void message.success(answer.msg) })
            }
          >
            <Button size="small" loading={cancel.isPending}>
              取消订单
            </Button>
          </Popconfirm>
        )}
      </div>
    </article>
  );
}

/** /UserInfo/buyLevelRecord (会员购买记录): level purchases with status; cancel while 待支付. */
export function Component() {
  const [pageNum, setPage] = usePageParam();
  const query = useLevelPurchases({ pageNum, pageSize: MY_PAGE_SIZE });
  return (
    <MyList
      title="会员购买记录"
      testId="buy-level-record"
      query={query}
      pageNum={pageNum}
      onPage={setPage}
      rowKey={(item) => item.id}
      renderRow={(item) => <PurchaseRow item={item} />}
      emptyText="暂无会员购买记录"
      emptyAction={{ label: '了解会员权益', to: getHref('VipCenter') }}
    />
  );
}
