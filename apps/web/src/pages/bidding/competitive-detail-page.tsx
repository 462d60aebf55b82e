import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { BidDetail } from '@portal/shared/api/market';
import { AUCTION_IN_PROGRESS } from '@portal/shared/enums/market-flow';
import { Messages } from '@portal/shared/validation/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, InputNumber, message, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { requireLogin } from '../../features/account/flow.ts';
import { useBidDetail } from '../../features/bidding/api/get-bid-detail.ts';
import { offerBid } from '../../features/bidding/api/offer-bid.ts';
import { toggleFocus } from '../../features/bidding/api/toggle-focus.ts';
import {
  AuctionCountdown,
  AuctionStatusTag,
} from '../../features/bidding/components/auction-status.tsx';
import { BidRecords } from '../../features/bidding/components/bid-records.tsx';
import '../../features/bidding/components/bidding.css';
import { checkBid } from '../../features/bidding/logic/auction.ts';
import { formatPrice } from '../../features/home/logic/price.ts';
import { DetailGate, useIdParam } from '../../features/market/components/detail-gate.tsx';
import { ItemLink } from '../../features/market/components/item-link.tsx';
import { RichText } from '../../features/market/components/rich-text.tsx';
import { getToken } from '../../lib/auth-storage.ts';
import { ApiError } from '../../lib/request.ts';

function BidPanel({
  bid,
  answeredAt,
  refetch,
}: {
  bid: BidDetail;
  answeredAt: number;
  refetch: () => void;
}) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState<number | null>(bid.minNextPrice);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [focused, setFocused] = useState(bid.isFocus);
  useEffect(() => setAmount(bid.minNextPrice), [bid.minNextPrice]);
  useEffect(() => setFocused(bid.isFocus), [bid.isFocus]);
  const inProgress = bid.auctionStatus === AUCTION_IN_PROGRESS;
  const here = `${location.pathname}${location.search}`;

  const place = async () => {
    if (!getToken()) return requireLogin(here);
    const check = checkBid(bid.auctionStatus, amount, bid.minNextPrice);
    if (!check.ok) {
      setRefused(check.reason);
      return;
    }
    setSending(true);
    setRefused(null);
    try {
      const answer = await offerBid({ bidId: bid.id, amount: amount! });
      void message.success(answer.msg || '出价成功');
    } catch (error) {
      if (error instanceof ApiError) setRefused(error.message);
      console.error(error);
    } finally {
      setSending(false);
      void queryClient.invalidateQueries({ queryKey: ['bidding'] });
    }
  };

  const follow = async () => {
    if (!getToken()) return requireLogin(here);
    try {
      await toggleFocus(bid.id, focused);
      void message.success(focused ? Messages.followCancelled : Messages.followSuccess);
      setFocused(!focused);
      void queryClient.invalidateQueries({ queryKey: ['bidding'] });
    } catch (error) {
      console.error(error);
    }
  };

  return (
    <div className="bd-panel" data-testid="bid-panel">
      <div className="bd-panel__row">
        <AuctionStatusTag status={bid.auctionStatus} />
        <AuctionCountdown
          status={bid.auctionStatus}
          countdownMs={bid.countdownMs}
          answeredAt={answeredAt}
          onZero={refetch}
        />
      </div>
      <div>{bid.bidCount > 0 ? '当前价' : '起拍价'}</div>
      <div className="bd-panel__price" data-testid="current-price">
        {formatPrice(bid.currentPrice)}
      </div>
      <div className="bd-panel__row">
        <span>起拍价 {formatPrice(bid.startPrice)}</span>
        <span>加价幅度 {formatPrice(bid.stepPrice)}</span>
      </div>
      <div className="bd-panel__row">
        <span>出价次数 {bid.bidCount}</span>
        <span>最低出价 {bid.minNextPrice} 元</span>
      </div>
      {bid.isLeading && <Alert type="success" showIcon message="您当前出价最高" />}
      {inProgress ? (
        <div className="bd-panel__form">
          <InputNumber<number>
            min={bid.minNextPrice}
            step={bid.stepPrice}
            precision={0}
            value={amount}
            onChange={setAmount}
            addonAfter="元"
            style={{ width: 240 }}
            data-testid="bid-amount"
          />
          <Button
            type="primary"
            danger
            loading={sending}
            onClick={() => void place()}
            data-testid="bid-submit"
          >
            出价
          </Button>
        </div>
      ) : (
        <Alert
          style={{ marginTop: 14 }}
          type="info"
          showIcon
          message={bid.auctionStatus === 1 ? '竞价尚未开始' : '该项目当前不在竞价中，不能出价'}
        />
      )}
      {refused && (
        <Alert
          style={{ marginTop: 10 }}
          type="error"
          showIcon
          message={refused}
          data-testid="bid-refused"
        />
      )}
      <Space style={{ marginTop: 14 }}>
        <Button
          icon={focused ? <StarFilled style={{ color: '#f5b400' }} /> : <StarOutlined />}
          onClick={() => void follow()}
          data-testid="focus-button"
        >
          {focused ? '已关注' : '关注'}
        </Button>
        <span>{bid.focusCount} 人关注</span>
      </Space>
    </div>
  );
}

/** 竞价详情 (/CompetitiveDetail). */
export function Component() {
  const id = useIdParam();
  const query = useBidDetail(id);
  return (
    <DetailGate
      id={id}
      query={query}
      notFoundTitle="该竞价项目不存在"
      back="Competitive"
      backLabel="返回竞价大厅"
    >
      {(bid) => (
        <div data-testid="bid-detail">
          <section className="mk-detail pt-card">
            <div className="mk-detail__head">
              <div className="mk-detail__info">
                <h1 className="mk-detail__title" data-testid="detail-title">
                  {bid.title}
                </h1>
                <p className="pt-page-subtitle">{bid.summary}</p>
                <Descriptions column={2} size="small">
                  <Descriptions.Item label="挂牌单位">{bid.orgName}</Descriptions.Item>
                  <Descriptions.Item label="技术领域">
                    {bid.parentTechArea} / {bid.techArea}
                  </Descriptions.Item>
                  <Descriptions.Item label="所在地区">{bid.regionName}</Descriptions.Item>
                  <Descriptions.Item label="关联成果">
                    {bid.outcomeId ? (
                      <ItemLink to="OutcomeDetail" id={bid.outcomeId}>
                        查看成果
                      </ItemLink>
                    ) : (
                      '—'
                    )}
                  </Descriptions.Item>
                  <Descriptions.Item label="开始时间">{bid.startTime}</Descriptions.Item>
                  <Descriptions.Item label="结束时间">{bid.endTime}</Descriptions.Item>
                  <Descriptions.Item label="服务器时间">{bid.serverTime}</Descriptions.Item>
                  <Descriptions.Item label="浏览">{bid.viewCount}</Descriptions.Item>
                </Descriptions>
              </div>
              <BidPanel
                bid={bid}
                answeredAt={query.dataUpdatedAt}
                refetch={() => void query.refetch()}
              />
            </div>
          </section>
          <BidRecords bidId={bid.id} version={bid.bidCount} />
          <section className="mk-detail__section pt-card">
            <h2>项目介绍</h2>
            <RichText html={bid.detail} />
          </section>
        </div>
      )}
    </DetailGate>
  );
}
