import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { BidDetail } from '@portal/shared/api/market';
import { bidNeedsWarning } from '@portal/shared/bid-limits';
import { AUCTION_IN_PROGRESS } from '@portal/shared/enums/market-flow';
import { formatWan, yuanToWanInput } from '@portal/shared/format';
import { Messages } from '@portal/shared/validation/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, InputNumber, Modal, message, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { requireLogin } from '../../features/account/index.ts';
import { useBidDetail } from '../../features/bidding/api/get-bid-detail.ts';
import { offerBid } from '../../features/bidding/api/offer-bid.ts';
import { toggleFocus } from '../../features/bidding/api/toggle-focus.ts';
import {
  AuctionCountdown,
  AuctionStatusTag,
} from '../../features/bidding/components/auction-status.tsx';
import { BidRecords } from '../../features/bidding/components/bid-records.tsx';
import '../../features/bidding/components/bidding.css';
import { getToken } from '@portal/client/auth-storage';
import { ApiError } from '@portal/client/request';
import { ItemLink } from '../../components/common/item-link.tsx';
import { DetailGate, useIdParam } from '../../components/detail/detail-gate.tsx';
import { DetailHead } from '../../components/detail/detail-head.tsx';
import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { RichText } from '../../components/detail/rich-text.tsx';
import { checkBid } from '../../features/bidding/logic/auction.ts';

const WAN = 10_000;

/** Every bid is confirmed; one far above the minimum says how far, in words and red. */
function confirmBid(bid: BidDetail, yuan: number): Promise<boolean> {
  const far = bidNeedsWarning(bid, yuan);
  const steps = Math.round((yuan - bid.currentPrice) / bid.stepPrice);
  return new Promise((resolve) => {
    Modal.confirm({
      title: far ? '出价明显高于当前价，请再次确认' : '确认出价',
      content: far ? (
        <div data-testid="bid-far-warning">
          <p>
            您的出价为 <b>{formatWan(yuan)}</b>，比当前价 {formatWan(bid.currentPrice)} 高出{' '}
            {formatWan(yuan - bid.currentPrice)}（约 {steps} 个加价幅度），最低出价仅为{' '}
            {formatWan(bid.minNextPrice)}。
          </p>
          <p>出价后不能撤回，确认按此金额出价吗？</p>
        </div>
      ) : (
        `您的出价为 ${formatWan(yuan)}，出价后不能撤回，确认提交吗？`
      ),
      okText: '确认出价',
      okButtonProps: far ? { danger: true } : {},
      cancelText: '取消',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

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
  const [amount, setAmount] = useState<number | null>(yuanToWanInput(bid.minNextPrice));
  const [refused, setRefused] = useState<string | null>(null);
  const [focused, setFocused] = useState(bid.isFocus);
  useEffect(() => setAmount(yuanToWanInput(bid.minNextPrice)), [bid.minNextPrice]);
  useEffect(() => setFocused(bid.isFocus), [bid.isFocus]);
  const inProgress = bid.auctionStatus === AUCTION_IN_PROGRESS;
  const here = `${location.pathname}${location.search}`;

  const offer = useMutation({
    mutationFn: (offered: number) => offerBid({ bidId: bid.id, amount: offered }),
    onSuccess: (answer) => void message.success(answer.msg || '出价成功'),
    onError: (error) => {
      if (error instanceof ApiError) setRefused(error.message);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['bidding'] }),
  });
  const focus = useMutation({
    mutationFn: (wasFocused: boolean) => toggleFocus(bid.id, wasFocused),
    onSuccess: (_answer, wasFocused) => {
      void message.success(wasFocused ? Messages.followCancelled : Messages.followSuccess);
      setFocused(!wasFocused);
      void queryClient.invalidateQueries({ queryKey: ['bidding'] });
    },
  });

  const place = async () => {
    if (!getToken()) return requireLogin(here);
    const check = checkBid(bid, amount);
    if (!check.ok) {
      setRefused(check.reason);
      return;
    }
    setRefused(null);
    if (!(await confirmBid(bid, check.yuan))) return;
    offer.mutate(check.yuan);
  };

  const follow = () => {
    if (!getToken()) return requireLogin(here);
    focus.mutate(focused);
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
        {formatWan(bid.currentPrice)}
      </div>
      <div className="bd-panel__row">
        <span>起拍价 {formatWan(bid.startPrice)}</span>
        <span>加价幅度 {formatWan(bid.stepPrice)}</span>
      </div>
      <div className="bd-panel__row">
        <span>出价次数 {bid.bidCount}</span>
        <span data-testid="min-next-price">最低出价 {formatWan(bid.minNextPrice)}</span>
      </div>
      {bid.isLeading && (
        <Alert
          type="success"
          showIcon
          message="您当前出价最高"
          description="其他人出价超过您之后，您才能再次出价。"
        />
      )}
      {inProgress ? (
        <div className="bd-panel__form">
          <InputNumber<number>
            step={bid.stepPrice / WAN}
            precision={2}
            value={amount}
            onChange={setAmount}
            addonAfter="万元"
            className="bd-panel__amount"
            aria-label="出价金额（万元）"
            data-testid="bid-amount"
          />
          <Button
            type="primary"
            danger
            disabled={bid.isLeading}
            loading={offer.isPending}
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
          onClick={follow}
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
      back={{ to: 'Competitive', label: '返回竞价大厅' }}
      testId="bid-detail"
    >
      {(bid) => (
        <>
          <DetailHead
            title={bid.title}
            after={
              <BidPanel
                bid={bid}
                answeredAt={query.dataUpdatedAt}
                refetch={() => void query.refetch()}
              />
            }
          >
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
          </DetailHead>
          <BidRecords bidId={bid.id} version={bid.bidCount} />
          <DetailSection title="项目介绍">
            <RichText html={bid.detail} />
          </DetailSection>
        </>
      )}
    </DetailGate>
  );
}
