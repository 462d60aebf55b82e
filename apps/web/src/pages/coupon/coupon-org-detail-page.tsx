import { EnvironmentOutlined, EyeOutlined, PhoneOutlined } from '@ant-design/icons';
import { Descriptions, Tag } from 'antd';
import { ItemLink } from '../../components/common/item-link.tsx';
import { NoData } from '../../components/common/no-data.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { DetailHead } from '../../components/detail/detail-head.tsx';
import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { RichText } from '../../components/detail/rich-text.tsx';
import { ProviderLogo } from '../../features/provider/components/provider-logo.tsx';
import { servicePrice } from '../../features/service/index.ts';
import { useVoucherOrg } from '../../features/voucher/api/get-voucher-public.ts';
import '../../features/provider/components/provider.css';
import '../../features/voucher/components/voucher.css';

/** 机构详情 (/Coupon/OrgDetail?id): the organisation, its masked contact and its products. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useVoucherOrg}
      notFoundTitle="该服务机构不存在或已下架"
      back={{ to: 'CouponOrg', label: '浏览服务机构' }}
      testId="voucher-org-detail"
    >
      {(org) => (
        <>
          <DetailHead
            title={org.orgName}
            rowClassName="pv-profile"
            before={<ProviderLogo name={org.orgName} logo={org.orgLogo} size={112} />}
          >
            <div>
              <Tag color="blue">{org.orgTypeName}</Tag>
              <Tag color="gold">创新券服务机构</Tag>
            </div>
            <Descriptions column={{ xs: 1, sm: 2, md: 3 }} size="small" style={{ marginTop: 12 }}>
              <Descriptions.Item label="所在地区">
                <EnvironmentOutlined /> {org.regionName}
              </Descriptions.Item>
              <Descriptions.Item label="地址">{org.address || '—'}</Descriptions.Item>
              <Descriptions.Item label="联系人">{org.contact}</Descriptions.Item>
              <Descriptions.Item label="联系电话">
                <PhoneOutlined /> {org.telephone}
              </Descriptions.Item>
              <Descriptions.Item label="服务产品">{org.productCount} 项</Descriptions.Item>
              <Descriptions.Item label="浏览">
                <EyeOutlined /> {org.viewCount}
              </Descriptions.Item>
            </Descriptions>
          </DetailHead>
          <DetailSection title="机构简介">
            <p>{org.intro}</p>
            <RichText html={org.content} />
          </DetailSection>
          <DetailSection title={`服务产品（${org.productCount}）`}>
            {org.products.length === 0 ? (
              <NoData height={160} description="该机构暂无在售服务产品" />
            ) : (
              <ul className="vc-products" data-testid="org-products">
                {org.products.map((p) => (
                  <li key={p.id} className="vc-products__item">
                    <ItemLink to="CouponProductDetail" id={p.id} className="vc-products__link">
                      <img src={p.serviceImg} alt="" width={240} height={150} loading="lazy" />
                      <span className="vc-products__name">{p.serviceName}</span>
                    </ItemLink>
                    <span className="vc-products__price">{servicePrice(p)}</span>
                    <span className="vc-products__sales">已售 {p.salesCount}</span>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
        </>
      )}
    </DetailScreen>
  );
}
