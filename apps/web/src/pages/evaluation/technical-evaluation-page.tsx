import { AuditOutlined, FileSearchOutlined } from '@ant-design/icons';
import { useSession } from '@portal/client/session';
import { Button } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { NoData } from '../../components/common/no-data.tsx';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { requireLogin } from '../../features/account/index.ts';
import { useEvaluationOverview } from '../../features/evaluation/api/get-evaluation-overview.ts';
import { useReportPage } from '../../features/evaluation/api/get-report-page.ts';
import { AgencyCard } from '../../features/evaluation/components/agency-card.tsx';
import { MyRequests } from '../../features/evaluation/components/my-requests.tsx';
import { ReportCard } from '../../features/evaluation/components/report-card.tsx';
import { RequestDialog } from '../../features/evaluation/components/request-dialog.tsx';
import './technical-evaluation.css';

/** What each kind of evaluation answers, for a member choosing one. */
const KINDS = [
  {
    name: '科技成果评价',
    text: '由第三方机构组织同行专家，对成果的创新性、先进性、成熟度和应用前景作出评价，结论可用于奖励申报、项目验收和成果登记。',
  },
  {
    name: '技术成熟度评价',
    text: '依据技术就绪水平（TRL 1–9 级）判断成果所处的研发阶段，帮助成果方和投资方识别中试、熟化和产业化的差距。',
  },
  {
    name: '技术价值评估',
    text: '采用收益法、市场法或成本法测算技术的经济价值，作为技术转让、许可和作价入股的定价参考。',
  },
  {
    name: '知识产权评估',
    text: '对专利、软件著作权等知识产权的价值进行评估，满足质押融资、出资入股和交易挂牌的需要。',
  },
];

const STEPS = ['在线提交申请', '平台受理并匹配机构', '提交技术资料', '专家评价', '出具评价报告'];

/** 技术评价 (/Technicalevaluation): what it is, the agencies, recent reports, and the request. */
export function Component() {
  const overview = useEvaluationOverview();
  const latest = useReportPage({ pageNum: 1, pageSize: 4 });
  const { token } = useSession();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const apply = () => (token ? setOpen(true) : requireLogin(`${pathname}${search}`));
  const counts = overview.data;
  return (
    <div className="ev-page" data-testid="technical-evaluation-page">
      <section className="ev-hero pt-card">
        <div className="ev-hero__text">
          <h1 className="pt-page-title">科技成果评价服务</h1>
          <p className="pt-page-subtitle">
            汇聚具备资质的第三方评价机构和行业专家，为高校、科研院所和企业提供科技成果评价、技术成熟度评价、技术价值评估和知识产权评估，评价报告在平台公开，供交易双方参考。
          </p>
          <div className="ev-hero__actions">
            <Button type="primary" size="large" icon={<AuditOutlined />} onClick={apply}>
              申请技术评价
            </Button>
            <Link to={getHref('TechnicalList')} className="ev-hero__link">
              <FileSearchOutlined /> 查看评价报告
            </Link>
          </div>
        </div>
        <dl className="ev-hero__stats" data-testid="evaluation-stats">
          <div>
            <dt>评价机构</dt>
            <dd>{counts?.agencyCount ?? '—'}</dd>
          </div>
          <div>
            <dt>公开评价报告</dt>
            <dd>{counts?.reportCount ?? '—'}</dd>
          </div>
          <div>
            <dt>已受理申请</dt>
            <dd>{counts?.servedCount ?? '—'}</dd>
          </div>
        </dl>
      </section>

      <DetailSection title="评价类型">
        <div className="ev-kinds">
          {KINDS.map((kind) => (
            <div key={kind.name} className="ev-kind">
              <h3>{kind.name}</h3>
              <p>{kind.text}</p>
            </div>
          ))}
        </div>
      </DetailSection>

      <DetailSection title="评价流程">
        <ol className="ev-steps">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </DetailSection>

      {token && (
        <DetailSection title="我的评价申请" id="mine">
          <MyRequests token={token} />
        </DetailSection>
      )}

      <DetailSection title="评价机构" id="agencies">
        {overview.isPending ? (
          <SkeletonLines count={4} />
        ) : counts && counts.agencies.length > 0 ? (
          <div className="ev-agencies">
            {counts.agencies.map((agency) => (
              <AgencyCard key={agency.id} agency={agency} />
            ))}
          </div>
        ) : (
          <NoData height={160} />
        )}
      </DetailSection>

      <DetailSection title="最新评价报告">
        {latest.isPending ? (
          <SkeletonLines count={4} />
        ) : latest.data && latest.data.records.length > 0 ? (
          <div className="ev-latest">
            {latest.data.records.map((item) => (
              <ReportCard key={item.id} item={item} />
            ))}
            <Link to={getHref('TechnicalList')} className="ev-more">
              更多评价报告
            </Link>
          </div>
        ) : (
          <NoData height={160} />
        )}
      </DetailSection>

      <RequestDialog open={open} agencies={counts?.agencies ?? []} onClose={() => setOpen(false)} />
    </div>
  );
}
