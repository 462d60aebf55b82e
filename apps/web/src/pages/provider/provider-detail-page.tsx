import { EnvironmentOutlined, EyeOutlined, PhoneOutlined } from '@ant-design/icons';
import { capCount } from '@portal/shared/format';
import { Descriptions, Tag } from 'antd';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { DetailHead } from '../../components/detail/detail-head.tsx';
import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { RelatedList } from '../../components/detail/related.tsx';
import { RichText } from '../../components/detail/rich-text.tsx';
import { CollectButton } from '../../features/collect/index.ts';
import { useProviderDetail } from '../../features/provider/api/get-provider-detail.ts';
import { ProviderLogo } from '../../features/provider/components/provider-logo.tsx';
import { ProviderOfferings } from '../../features/provider/components/provider-sections.tsx';
import { detailRouteOf } from '../../features/provider/logic/sections.ts';
import '../../features/provider/components/provider.css';

/**
 * A unit's page, for every section (/VipUnitDetail, /CorrespondentDetail, /CollegesDetail,
 * /ScientificDetail, /ManagerDetail, /HatchingVectorDetail, /AgencyDetail, /MedicalDetail):
 * who it is, field and region, masked contact, collect, then its outcomes, products, experts,
 * deals and units like it.
 */
export function Component() {
  return (
    <DetailScreen
      useRecord={useProviderDetail}
      notFoundTitle="该机构不存在或已下架"
      back={{ to: 'Service', label: '返回服务大厅' }}
      testId="provider-detail"
    >
      {(p) => (
        <>
          <DetailHead
            title={p.orgName}
            rowClassName="pv-profile"
            before={<ProviderLogo name={p.orgName} logo={p.orgLogo} size={112} />}
            actions={<CollectButton kind="vip" id={p.id} isCollect={p.isCollect} />}
          >
            <div>
              <Tag color="blue">{p.authTypeName}</Tag>
              {p.techArea && (
                <Tag>
                  {p.parentTechArea} / {p.techArea}
                </Tag>
              )}
            </div>
            <Descriptions column={{ xs: 1, sm: 2, md: 3 }} size="small" style={{ marginTop: 12 }}>
              <Descriptions.Item label="所在地区">
                <EnvironmentOutlined /> {p.regionName}
              </Descriptions.Item>
              <Descriptions.Item label="地址">{p.address || '—'}</Descriptions.Item>
              <Descriptions.Item label="联系人">{p.contact}</Descriptions.Item>
              <Descriptions.Item label="联系电话">
                <span data-testid="provider-phone">
                  <PhoneOutlined /> {p.telephone}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label="科技成果">{capCount(p.outcomeCount)} 项</Descriptions.Item>
              <Descriptions.Item label="浏览">
                <EyeOutlined /> {capCount(p.viewCount)}
              </Descriptions.Item>
            </Descriptions>
          </DetailHead>
          <DetailSection title="机构简介">
            <RichText html={p.content || `<p>${p.intro}</p>`} />
          </DetailSection>
          <ProviderOfferings provider={p} />
          <RelatedList
            title={`更多${p.authTypeName}`}
            to={detailRouteOf(p.authType)}
            items={p.related.map((r) => ({ id: r.id, title: r.orgName, note: r.regionName }))}
          />
        </>
      )}
    </DetailScreen>
  );
}
