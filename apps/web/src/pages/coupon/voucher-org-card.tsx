import { AppstoreOutlined, EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { VoucherOrgItem } from '@portal/shared/api/index';
import { capCount } from '@portal/shared/format';
import { Tag } from 'antd';
import { ItemLink } from '../../components/common/item-link.tsx';
import { ProviderLogo } from '../../features/provider/components/provider-logo.tsx';
import '../../components/list/list.css';
import '../../features/provider/components/provider.css';

/** A voucher organisation in /Coupon/Org: logo, name, type, region, products on sale. */
export function VoucherOrgCard({ item }: { item: VoucherOrgItem }) {
  return (
    <article className="mk-card pv-card" data-testid="voucher-org-card">
      <ItemLink to="CouponOrgDetail" id={item.id} className="pv-card__logo" decorative>
        <ProviderLogo name={item.orgName} logo={item.orgLogo} size={88} />
      </ItemLink>
      <div className="mk-card__body">
        <ItemLink to="CouponOrgDetail" id={item.id} className="mk-card__title" testId="org-title">
          {item.orgName}
        </ItemLink>
        <div className="mk-card__tags">
          <Tag color="blue">{item.orgTypeName}</Tag>
          <Tag color="gold">创新券服务机构</Tag>
        </div>
        <p className="mk-card__summary">{item.intro}</p>
        <div className="mk-card__meta">
          <span>
            <EnvironmentOutlined /> {item.regionName}
          </span>
          <span>
            <AppstoreOutlined /> 服务产品 {capCount(item.productCount)}
          </span>
          <span>
            <EyeOutlined /> {capCount(item.viewCount)}
          </span>
        </div>
      </div>
    </article>
  );
}
