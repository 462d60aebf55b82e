import { ClockCircleOutlined, EyeOutlined } from '@ant-design/icons';
import { labelOf } from '@portal/shared/enums/label';
import { POLICY_LEVELS } from '@portal/shared/enums/news-type';
import { POLICY_APPLICATION_STATUSES } from '@portal/shared/enums/policy-apply-status';
import { Descriptions, Tag } from 'antd';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { DetailHead } from '../../components/detail/detail-head.tsx';
import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { RelatedList } from '../../components/detail/related.tsx';
import { RichText } from '../../components/detail/rich-text.tsx';
import { CollectButton } from '../../features/collect/index.ts';
import { usePolicyDetail } from '../../features/policy/api/get-policy-detail.ts';
import { PolicyDocList } from '../../features/policy/components/policy-doc-list.tsx';
import { ApplyStatusTag } from '../../features/policy/components/policy-tags.tsx';
import { deadlineText, isUrgent } from '../../features/policy/logic/deadline.ts';
import '../../features/policy/components/policy.css';

/** 政策详情 (/PolicyDetail?id): the policy, its documents, 申报 while open, collect, related. */
export function Component() {
  return (
    <DetailScreen
      useRecord={usePolicyDetail}
      notFoundTitle="该政策不存在或已下架"
      back={{ to: 'Recommendation', label: '浏览政策概览' }}
      testId="policy-detail"
    >
      {(policy) => (
        <>
          <DetailHead
            title={policy.policyName}
            actions={
              <>
                {policy.myApplication ? (
                  <LinkButton
                    type="primary"
                    to={getHref('MyPolicyDetail', { query: { id: policy.myApplication.id } })}
                    data-testid="my-application-link"
                  >
                    已申报（{labelOf(POLICY_APPLICATION_STATUSES, policy.myApplication.status)}）
                  </LinkButton>
                ) : (
                  policy.applyStatus === 1 && (
                    <LinkButton
                      type="primary"
                      to={getHref('Policyadd', { query: { id: policy.id } })}
                      data-testid="apply-link"
                    >
                      立即申报
                    </LinkButton>
                  )
                )}
                <CollectButton kind="policy" id={policy.id} isCollect={policy.isCollect} />
              </>
            }
          >
            <div>
              <ApplyStatusTag status={policy.applyStatus} />
              <Tag color="blue">{labelOf(POLICY_LEVELS, policy.policyLevel)}</Tag>
              {policy.techArea && (
                <Tag>
                  {policy.parentTechArea} / {policy.techArea}
                </Tag>
              )}
            </div>
            <Descriptions column={{ xs: 1, sm: 2, md: 3 }} size="small" style={{ marginTop: 12 }}>
              <Descriptions.Item label="发文部门">{policy.deptName}</Descriptions.Item>
              <Descriptions.Item label="适用地区">{policy.regionName}</Descriptions.Item>
              <Descriptions.Item label="发布日期">{policy.publishDate}</Descriptions.Item>
              <Descriptions.Item label="申报时间">
                {policy.startDate} 至 {policy.endDate}
              </Descriptions.Item>
              <Descriptions.Item label="截止">
                <span
                  className={`pl-deadline${isUrgent(policy) ? ' is-urgent' : ''}`}
                  data-testid="policy-deadline"
                >
                  <ClockCircleOutlined /> {deadlineText(policy)}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label="浏览">
                <EyeOutlined /> {policy.viewCount}
              </Descriptions.Item>
            </Descriptions>
          </DetailHead>
          <DetailSection title="政策内容">
            <p className="pt-page-subtitle">{policy.summary}</p>
            <RichText html={policy.content} />
          </DetailSection>
          {policy.documents.length > 0 && (
            <DetailSection title="政策文件">
              <PolicyDocList docs={policy.documents} />
            </DetailSection>
          )}
          <RelatedList
            title="相关政策"
            to="PolicyDetail"
            items={policy.related.map((item) => ({
              id: item.id,
              title: item.policyName,
              note: `${item.deptName} · ${deadlineText(item)}`,
            }))}
          />
        </>
      )}
    </DetailScreen>
  );
}
