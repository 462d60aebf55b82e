import { useSession } from '@portal/client/session';
import { SETTLEMENT_STATUSES } from '@portal/shared/enums/settlement';
import { Segmented } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getHref, loginHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { MY_PAGE_SIZE, MyList, usePageParam } from '../../components/list/my-list.tsx';
import { useSettlementOrders } from '../../features/settlement/api/get-settlement-orders.ts';
import { openAuctionOrder } from '../../features/settlement/api/open-auction-order.ts';
import { OrderCard } from '../../features/settlement/components/order-card.tsx';
import '../../features/settlement/components/settlement.css';

const STATUS_OPTIONS = [
  { label: '全部', value: '' },
  ...Object.entries(SETTLEMENT_STATUSES).map(([value, label]) => ({ label, value })),
];

/** How settlement works: shown to everyone, above the member's orders. */
function Intro() {
  return (
    <section className="pt-card" style={{ padding: 24, marginBottom: 16 }}>
      <h1 className="pt-page-title" style={{ marginTop: 0 }}>
        金融结算
      </h1>
      <p>
        技术交易成交或竞价中标后，平台生成结算订单。受让方按应付金额（成交金额 +
        1%服务费）向平台结算账户转账并上传转账凭证，平台核对到账后确认，订单变为已支付，资金按合同约定结算给转让方。
      </p>
      <ol className="st-steps">
        <li>成交或中标后生成结算订单（待支付）</li>
        <li>银行转账并上传转账凭证</li>
        <li>平台确认到账，订单变为已支付，并通过站内消息通知您</li>
      </ol>
    </section>
  );
}

/** ?auctionId=: open (or find) the order of an auction the member won, then go to pay it. */
function useAuctionOrder(enabled: boolean) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auctionId = Number(params.get('auctionId'));
  useEffect(() => {
    if (!enabled || !Number.isInteger(auctionId) || auctionId < 1) return;
    openAuctionOrder(auctionId)
      .then(({ id }) => navigate(getHref('Transfereedetail', { query: { id } }), { replace: true }))
      .catch(() => undefined);
  }, [enabled, auctionId, navigate]);
}

function MemberOrders() {
  const [params, setParams] = useSearchParams();
  const [pageNum, setPage] = usePageParam();
  const raw = params.get('status') ?? '';
  const status = raw in SETTLEMENT_STATUSES ? Number(raw) : undefined;
  const query = useSettlementOrders({
    pageNum,
    pageSize: MY_PAGE_SIZE,
    ...(status === undefined ? {} : { status }),
  });
  return (
    <MyList
      title="我的结算订单"
      testId="settlement-orders"
      query={query}
      pageNum={pageNum}
      onPage={setPage}
      rowKey={(order) => order.id}
      renderRow={(order) => <OrderCard order={order} />}
      emptyText="暂无结算订单"
      emptyAction={{ label: '浏览竞价大厅', to: getHref('Competitive') }}
      filters={
        <Segmented
          options={STATUS_OPTIONS}
          value={status === undefined ? '' : String(status)}
          onChange={(value) =>
            setParams((prev) => {
              const next = new URLSearchParams(prev);
              if (value) next.set('status', String(value));
              else next.delete('status');
              next.delete('pageNum');
              return next;
            })
          }
          data-testid="status-filter"
        />
      }
    />
  );
}

/** /FinancialSettlement: how settlement works; a member's orders with their status and pay step. */
export function Component() {
  const { token } = useSession();
  useAuctionOrder(Boolean(token));
  return (
    <div data-testid="financial-settlement">
      <Intro />
      {token ? (
        <MemberOrders />
      ) : (
        <section className="pt-card" style={{ padding: 24, textAlign: 'center' }}>
          <p>登录后查看您的结算订单</p>
          <LinkButton
            type="primary"
            to={loginHref(1, `${getHref('FinancialSettlement')}`)}
            data-testid="settlement-login"
          >
            登录
          </LinkButton>
        </section>
      )}
    </div>
  );
}
