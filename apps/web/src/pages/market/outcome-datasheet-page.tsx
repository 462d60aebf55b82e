import { labelOf } from '@portal/shared/enums/label';
import { OWNER_TYPES, TRADE_STATUSES } from '@portal/shared/enums/market-status';
import { Descriptions, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import type { RouteName } from '../../app/routes.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { DetailSection, DetailTitle } from '../../components/detail/detail-parts.tsx';
import { CollectButton } from '../../features/collect/components/collect-button.tsx';
import { useOutcomeDetail } from '../../features/market/api/get-outcome-detail.ts';
import { OutcomePatents } from '../../features/market/components/outcome-patents.tsx';
import { formatPrice } from '../../lib/price.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';

/** A column whose text opens the row's own page. */
function linkColumn(title: string, dataIndex: string, to: RouteName) {
  return {
    title,
    dataIndex,
    render: (text: string, row: { id: number }) => (
      <ItemLink to={to} id={row.id}>
        {text}
      </ItemLink>
    ),
  };
}

function priceColumn(title: string, dataIndex: string, width: number) {
  return { title, dataIndex, width, render: (v: number) => formatPrice(v) };
}

/** A titled section holding a small unpaged table of records (keyed by id). */
function TableSection<T extends { id: number }>({
  title,
  rows,
  emptyText,
  columns,
}: {
  title: string;
  rows: readonly T[];
  emptyText: string;
  columns: TableColumnsType<T>;
}) {
  return (
    <DetailSection title={title}>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText }}
        columns={columns}
      />
    </DetailSection>
  );
}

/**
 * OutcomeDetails — the compact technical datasheet: every fact of the outcome in one bordered
 * table (for printing or comparing), its deal records, and same-field outcomes as a table.
 */
export function Component() {
  return (
    <DetailScreen
      useRecord={useOutcomeDetail}
      notFoundTitle="该成果不存在或已下架"
      back={{ to: 'Outcome', label: '浏览科技成果' }}
      testId="outcome-datasheet"
    >
      {(outcome) => (
        <>
          <section className="mk-detail pt-card">
            <div className="mk-list__bar" style={{ borderBottom: 0 }}>
              <DetailTitle style={{ margin: 0 }}>{outcome.goodsName}</DetailTitle>
              <span style={{ marginLeft: 'auto' }} />
              <CollectButton kind="tech" id={outcome.id} isCollect={outcome.isCollect} />
              <Link to={getHref('OutcomeDetail', { query: { id: outcome.id } })}>标准详情</Link>
            </div>
            <Descriptions
              bordered
              column={2}
              size="middle"
              title="技术参数表"
              styles={{ label: { width: 120, whiteSpace: 'nowrap' } }}
            >
              <Descriptions.Item label="一级领域">{outcome.parentTechArea}</Descriptions.Item>
              <Descriptions.Item label="二级领域">{outcome.techArea}</Descriptions.Item>
              <Descriptions.Item label="技术成熟度">
                {outcome.maturityName || '—'}
              </Descriptions.Item>
              <Descriptions.Item label="合作方式">
                {outcome.cooperationName || '—'}
              </Descriptions.Item>
              <Descriptions.Item label="参考价格">{formatPrice(outcome.price)}</Descriptions.Item>
              <Descriptions.Item label="交易状态">
                {labelOf(TRADE_STATUSES, outcome.tradeStatus ? 1 : 0)}
              </Descriptions.Item>
              <Descriptions.Item label="成果单位">{outcome.orgName}</Descriptions.Item>
              <Descriptions.Item label="单位类型">
                {labelOf(OWNER_TYPES, outcome.ownerType)}
              </Descriptions.Item>
              <Descriptions.Item label="所在地区">{outcome.regionName || '—'}</Descriptions.Item>
              <Descriptions.Item label="发布日期">{outcome.publishDate}</Descriptions.Item>
              <Descriptions.Item label="关键词" span={2}>
                {outcome.keywords.join('、') || '—'}
              </Descriptions.Item>
              <Descriptions.Item label="成果摘要" span={2}>
                {outcome.summary}
              </Descriptions.Item>
              <Descriptions.Item label="技术说明" span={2}>
                {/* The stored headings, paragraphs and lists, through the site's allowlist. */}
                <div
                  className="mk-rich"
                  data-testid="datasheet-detail"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(outcome.detail) }}
                />
              </Descriptions.Item>
              <Descriptions.Item label="相关专利" span={2}>
                <OutcomePatents patents={outcome.patents} />
              </Descriptions.Item>
              <Descriptions.Item label="联系人">{outcome.linkman || '—'}</Descriptions.Item>
              <Descriptions.Item label="联系电话">{outcome.linkphone || '—'}</Descriptions.Item>
              <Descriptions.Item label="浏览次数">{outcome.viewCount}</Descriptions.Item>
              <Descriptions.Item label="收藏次数">{outcome.collectCount}</Descriptions.Item>
            </Descriptions>
          </section>
          <TableSection
            title="成交记录"
            rows={outcome.deals}
            emptyText="暂无成交记录"
            columns={[
              linkColumn('公告', 'title', 'DealDetail'),
              { title: '交易方式', dataIndex: 'dealTypeName', width: 120 },
              { title: '受让方', dataIndex: 'transferee', width: 200 },
              priceColumn('成交金额', 'amount', 140),
              { title: '成交日期', dataIndex: 'dealDate', width: 120 },
            ]}
          />
          <TableSection
            title="同领域成果"
            rows={outcome.related}
            emptyText="暂无同领域成果"
            columns={[
              linkColumn('成果名称', 'goodsName', 'OutcomeDetails'),
              { title: '成熟度', dataIndex: 'maturityName', width: 120 },
              { title: '单位', dataIndex: 'orgName', width: 220 },
              priceColumn('价格', 'price', 120),
            ]}
          />
        </>
      )}
    </DetailScreen>
  );
}
