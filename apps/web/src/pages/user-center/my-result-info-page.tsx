import { PUBLISH_STATUSES, TRADE_STATUSES } from '@portal/shared/enums/market-status';
import { formatWan } from '@portal/shared/format';
import { Descriptions } from 'antd';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { MyRecordHead } from '../../components/detail/detail-head.tsx';
import { useMyOutcomeDetail } from '../../features/market/api/get-my-outcome-detail.ts';
import { PUBLISH_COLORS } from '../../features/need/logic/my-need.ts';

/** /UserInfo/MyResult/info?id=: one of the member's outcomes with its review status. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useMyOutcomeDetail}
      notFoundTitle="成果不存在"
      back={{ to: 'MyResult', label: '返回我的成果' }}
    >
      {(item) => (
        <MyRecordHead
          title={item.goodsName}
          testId="my-result-info"
          state={
            <>
              审核状态：
              <StatusTag table={PUBLISH_STATUSES} status={item.status} colors={PUBLISH_COLORS} />
            </>
          }
          actions={
            <>
              {item.status === 1 && (
                <LinkButton
                  type="primary"
                  to={getHref('OutcomeDetail', { query: { id: item.id } })}
                >
                  查看公开页
                </LinkButton>
              )}
              <LinkButton to={getHref('MyResult')}>返回我的成果</LinkButton>
            </>
          }
        >
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label="持有单位">{item.orgName}</Descriptions.Item>
            <Descriptions.Item label="价格">
              {item.price ? formatWan(item.price) : '面议'}
            </Descriptions.Item>
            <Descriptions.Item label="交易状态">
              {TRADE_STATUSES[item.tradeStatus === 1 ? 1 : 0]}
            </Descriptions.Item>
            <Descriptions.Item label="浏览量">{item.viewCount}</Descriptions.Item>
            <Descriptions.Item label="发布日期">{item.publishDate}</Descriptions.Item>
            <Descriptions.Item label="最近更新">{item.updatedAt}</Descriptions.Item>
            <Descriptions.Item label="关键词" span={2}>
              {item.keywords || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="成果简介" span={2}>
              {item.summary}
            </Descriptions.Item>
          </Descriptions>
        </MyRecordHead>
      )}
    </DetailScreen>
  );
}
