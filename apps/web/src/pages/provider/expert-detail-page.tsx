import { EnvironmentOutlined, EyeOutlined, PhoneOutlined } from '@ant-design/icons';
import { capCount } from '@portal/shared/format';
import { Descriptions, Tag } from 'antd';
import { ItemLink } from '../../components/common/item-link.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { DetailHead } from '../../components/detail/detail-head.tsx';
import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { RelatedList } from '../../components/detail/related.tsx';
import { useTalentDetail } from '../../features/provider/api/get-talent-detail.ts';
import { detailRouteOf } from '../../features/provider/logic/sections.ts';
import '../../features/provider/components/provider.css';

/** 专家详情 (/ExpertDetail?id): who, title, organisation (linked), research, masked phone. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useTalentDetail}
      notFoundTitle="该人才不存在或已下架"
      back={{ to: 'ExpertList', label: '浏览专家库' }}
      testId="expert-detail"
    >
      {(t) => (
        <>
          <DetailHead
            title={t.name}
            rowClassName="pv-profile"
            before={
              <img
                className="pv-talent__avatar"
                src={t.avatar}
                alt=""
                width={96}
                height={96}
                style={{ width: 96, height: 96 }}
              />
            }
          >
            <div>
              <Tag color="blue">{t.talentTypeName}</Tag>
              {t.titleName && <Tag>{t.titleName}</Tag>}
              {t.techArea && (
                <Tag>
                  {t.parentTechArea} / {t.techArea}
                </Tag>
              )}
            </div>
            <Descriptions column={{ xs: 1, sm: 2 }} size="small" style={{ marginTop: 12 }}>
              <Descriptions.Item label="所在单位">
                {t.orgId && t.orgAuthType ? (
                  <ItemLink to={detailRouteOf(t.orgAuthType)} id={t.orgId} testId="expert-org">
                    {t.orgName}
                  </ItemLink>
                ) : (
                  t.orgName
                )}
              </Descriptions.Item>
              <Descriptions.Item label="所在地区">
                <EnvironmentOutlined /> {t.regionName}
              </Descriptions.Item>
              <Descriptions.Item label="联系电话">
                <PhoneOutlined /> {t.telephone}
              </Descriptions.Item>
              <Descriptions.Item label="浏览">
                <EyeOutlined /> {capCount(t.viewCount)}
              </Descriptions.Item>
            </Descriptions>
          </DetailHead>
          <DetailSection title="研究方向">
            <div>
              {t.research.map((r) => (
                <Tag key={r} color="geekblue">
                  {r}
                </Tag>
              ))}
            </div>
          </DetailSection>
          <DetailSection title="个人简介">
            <p>{t.intro}</p>
          </DetailSection>
          <RelatedList
            title={`更多${t.talentTypeName}`}
            to="ExpertDetail"
            items={t.related.map((r) => ({ id: r.id, title: r.name, note: r.orgName }))}
          />
        </>
      )}
    </DetailScreen>
  );
}
