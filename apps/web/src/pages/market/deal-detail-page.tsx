import { TRADE_STATUSES } from '@portal/shared/enums/market-status';
import { Descriptions } from 'antd';
import { ItemLink } from '../../components/common/item-link.tsx';
import { StatusSeal } from '../../components/common/status-seal.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { DetailActions, DetailHead, ViewCount } from '../../components/detail/detail-head.tsx';
import { RelatedList } from '../../components/detail/related.tsx';
import { CollectButton } from '../../features/collect/components/collect-button.tsx';
import { useDealDetail } from '../../features/market/api/get-deal-detail.ts';
import { formatPrice } from '../../lib/price.ts';

/** 公告详情 (/DealDetail): the deal announcement, what was traded, collect. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useDealDetail}
      notFoundTitle="该成交公告不存在"
      back={{ to: 'Deal', label: '浏览成交公告' }}
      testId="deal-detail"
    >
      {(deal) => (
        <>
          <DetailHead
            title={deal.title}
            after={<StatusSeal done label={TRADE_STATUSES[1]} size={64} />}
          >
            <Descriptions bordered column={2} size="middle">
              <Descriptions.Item label="合同编号">{deal.contractNo}</Descriptions.Item>
              <Descriptions.Item label="交易方式">{deal.dealTypeName}</Descriptions.Item>
              <Descriptions.Item label="转让方">{deal.transferor}</Descriptions.Item>
              <Descriptions.Item label="受让方">{deal.transferee}</Descriptions.Item>
              <Descriptions.Item label="成交金额">
                <span className="mk-price-big">{formatPrice(deal.amount)}</span>
              </Descriptions.Item>
              <Descriptions.Item label="成交日期">{deal.dealDate}</Descriptions.Item>
              <Descriptions.Item label="技术领域">
                {deal.parentTechArea} / {deal.techArea}
              </Descriptions.Item>
              <Descriptions.Item label="所在地区">{deal.regionName}</Descriptions.Item>
              <Descriptions.Item label="交易标的" span={2}>
                {deal.outcome ? (
                  <ItemLink to="OutcomeDetail" id={deal.outcome.id}>
                    成果：{deal.outcome.goodsName}
                  </ItemLink>
                ) : deal.need ? (
                  <ItemLink to="RequirementDetail" id={deal.need.id}>
                    需求：{deal.need.goodsName}
                  </ItemLink>
                ) : (
                  '—'
                )}
              </Descriptions.Item>
            </Descriptions>
            <DetailActions>
              <CollectButton kind="deal" id={deal.id} isCollect={deal.isCollect} />
              <ViewCount count={deal.viewCount} />
            </DetailActions>
          </DetailHead>
          <RelatedList
            title="相关成交"
            to="DealDetail"
            items={deal.related.map((item) => ({
              id: item.id,
              title: item.title,
              note: `${item.dealDate} · ${formatPrice(item.amount)}`,
            }))}
          />
        </>
      )}
    </DetailScreen>
  );
}
