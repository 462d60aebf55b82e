import {
  MATCH_BANDS,
  MATCH_KINDS,
  MATCH_SOURCES,
  type MatchFeedbackRow,
  type MatchFeedbackSummary,
  MatchPaths,
} from '@portal/shared/api/match';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic, Table, Tag } from 'antd';
import { api } from '../../lib/api.ts';

/**
 * 匹配反馈 (issue 28): how members judged the matches of each band — a 高 band judged 不相关
 * often says the ranker needs work — and the latest verdicts with what they were about.
 */
export default function MatchFeedbackPage() {
  const { data } = useQuery({
    queryKey: ['admin', 'match-feedback'],
    queryFn: () => api.get<MatchFeedbackSummary>(MatchPaths.adminFeedback),
  });
  if (!data) return <Skeleton active />;
  return (
    <div data-testid="match-feedback-page">
      <Row gutter={[16, 16]}>
        {data.bands.map((b) => (
          <Col key={b.band} xs={24} sm={8}>
            <Card title={`匹配度${MATCH_BANDS[b.band]}`} size="small">
              <Row>
                <Col span={12}>
                  <Statistic title="有用" value={b.useful} />
                </Col>
                <Col span={12}>
                  <Statistic title="不相关" value={b.irrelevant} />
                </Col>
              </Row>
            </Card>
          </Col>
        ))}
      </Row>
      <Card title="最近反馈" size="small" style={{ marginTop: 16 }}>
        <Table<MatchFeedbackRow>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 720 }}
          dataSource={data.recent}
          locale={{ emptyText: '暂无反馈' }}
          columns={[
            { title: '时间', dataIndex: 'createdAt', width: 170 },
            { title: '会员', dataIndex: 'username', width: 120 },
            {
              title: '来源',
              render: (_, r) => `${MATCH_SOURCES[r.source]}${r.sourceId ? ` #${r.sourceId}` : ''}`,
              width: 110,
            },
            {
              title: '匹配对象',
              render: (_, r) =>
                `${MATCH_KINDS[r.kind].replace(/^(推荐|匹配)/, '')}：${r.targetTitle}`,
            },
            { title: '匹配度', render: (_, r) => MATCH_BANDS[r.band], width: 80 },
            {
              title: '评价',
              width: 90,
              render: (_, r) =>
                r.verdict === 1 ? <Tag color="green">有用</Tag> : <Tag color="red">不相关</Tag>,
            },
          ]}
        />
      </Card>
    </div>
  );
}
