import { Descriptions, Tag } from 'antd';
import { ItemLink } from '../../components/common/item-link.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { DetailActions, DetailHead, ViewCount } from '../../components/detail/detail-head.tsx';
import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { RelatedList } from '../../components/detail/related.tsx';
import { RichText } from '../../components/detail/rich-text.tsx';
import { useReportDetail } from '../../features/evaluation/api/get-report-detail.ts';
import { AgencyCard } from '../../features/evaluation/components/agency-card.tsx';

/** 评价详情 (/TechnicalDetail): a published evaluation report, its experts and agency. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useReportDetail}
      notFoundTitle="该评价报告不存在"
      back={{ to: 'TechnicalList', label: '浏览评价报告' }}
      testId="report-detail"
    >
      {(report) => (
        <>
          <DetailHead title={report.title}>
            <Descriptions bordered column={{ xs: 1, sm: 2 }} size="middle">
              <Descriptions.Item label="报告编号">{report.reportNo}</Descriptions.Item>
              <Descriptions.Item label="评价类型">{report.evaluationTypeName}</Descriptions.Item>
              <Descriptions.Item label="评价结论">
                <Tag color="red">{report.levelName}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label="技术成熟度">{report.trl} 级</Descriptions.Item>
              <Descriptions.Item label="评估价值">
                {report.assessedValue > 0 ? `${report.assessedValue} 万元` : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="评价日期">{report.evaluationDate}</Descriptions.Item>
              <Descriptions.Item label="完成单位">{report.holder}</Descriptions.Item>
              <Descriptions.Item label="评价机构">{report.agencyName}</Descriptions.Item>
              <Descriptions.Item label="技术领域">
                {report.parentTechArea} / {report.techArea}
              </Descriptions.Item>
              <Descriptions.Item label="所在地区">{report.regionName}</Descriptions.Item>
              <Descriptions.Item label="评价成果" span={2}>
                {report.outcomeId ? (
                  <ItemLink to="OutcomeDetail" id={report.outcomeId}>
                    {report.outcomeName}
                  </ItemLink>
                ) : (
                  report.outcomeName
                )}
              </Descriptions.Item>
            </Descriptions>
            <DetailActions>
              <ViewCount count={report.viewCount} />
            </DetailActions>
          </DetailHead>
          <DetailSection title="评价意见">
            <p>{report.summary}</p>
            <RichText html={report.content} />
          </DetailSection>
          <DetailSection title="评价专家组">
            <ul className="ev-experts">
              {report.experts.split('；').map((expert) => (
                <li key={expert}>{expert}</li>
              ))}
            </ul>
          </DetailSection>
          {report.agency && (
            <DetailSection title="评价机构">
              <AgencyCard agency={report.agency} />
            </DetailSection>
          )}
          <RelatedList
            title="同领域评价报告"
            to="TechnicalDetail"
            items={report.related.map((item) => ({
              id: item.id,
              title: item.title,
              note: `${item.evaluationDate} · ${item.levelName}`,
            }))}
          />
        </>
      )}
    </DetailScreen>
  );
}
