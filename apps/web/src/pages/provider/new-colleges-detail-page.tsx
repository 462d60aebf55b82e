import { capCount } from '@portal/shared/format';
import { Tabs } from 'antd';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { DetailTitle } from '../../components/detail/detail-parts.tsx';
import { RelatedList } from '../../components/detail/related.tsx';
import { RichText } from '../../components/detail/rich-text.tsx';
import { CollectButton } from '../../features/collect/index.ts';
import { useProviderDetail } from '../../features/provider/api/get-provider-detail.ts';
import { ProviderLogo } from '../../features/provider/components/provider-logo.tsx';
import { ProviderOfferings } from '../../features/provider/components/provider-sections.tsx';
import '../../features/provider/components/provider.css';
import './new-colleges-detail.css';

/**
 * 高校详情, second presentation (/NewCollegesDetail, like the outcome's NewOutcomeDetail): a
 * banner with the university's figures, then 简介 and 成果与团队 as tabs.
 */
export function Component() {
  return (
    <DetailScreen
      useRecord={useProviderDetail}
      notFoundTitle="该机构不存在或已下架"
      back={{ to: 'Colleges', label: '浏览高校' }}
      testId="new-colleges-detail"
    >
      {(p) => (
        <>
          <section className="pv-banner">
            <ProviderLogo name={p.orgName} logo={p.orgLogo} size={88} />
            <div className="pv-banner__info">
              <DetailTitle>{p.orgName}</DetailTitle>
              <p>
                {p.regionName} · {p.parentTechArea ?? ''} · 联系电话 {p.telephone}
              </p>
            </div>
            <dl className="pv-banner__figures">
              <div>
                <dt>科技成果</dt>
                <dd>{capCount(p.outcomeCount)}</dd>
              </div>
              <div>
                <dt>专家人才</dt>
                <dd>{capCount(p.talentCount)}</dd>
              </div>
              <div>
                <dt>浏览</dt>
                <dd>{capCount(p.viewCount)}</dd>
              </div>
            </dl>
            <CollectButton kind="vip" id={p.id} isCollect={p.isCollect} />
          </section>
          <Tabs
            className="pt-card pv-tabs"
            items={[
              {
                key: 'intro',
                label: '高校简介',
                children: <RichText html={p.content || `<p>${p.intro}</p>`} />,
              },
              { key: 'offer', label: '成果与团队', children: <ProviderOfferings provider={p} /> },
            ]}
          />
          <RelatedList
            title="更多高校"
            to="NewCollegesDetail"
            items={p.related.map((r) => ({ id: r.id, title: r.orgName, note: r.regionName }))}
          />
        </>
      )}
    </DetailScreen>
  );
}
