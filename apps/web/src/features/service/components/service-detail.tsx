import { BankOutlined, EyeOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import type { ServiceDetail } from '@portal/shared/api/index';
import { Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { RouteName } from '../../../app/routes.ts';
import { DetailSection, DetailTitle } from '../../../components/detail/detail-parts.tsx';
import { RelatedList } from '../../../components/detail/related.tsx';
import { RichText } from '../../../components/detail/rich-text.tsx';
import { CollectButton } from '../../collect/index.ts';
import { ContactButton } from '../../contact/index.ts';
import { servicePrice } from '../logic/service-query.ts';
import './service.css';

/**
 * A service product: price or 面议, category, provider, delivery terms, content, related.
 * `children` (the voucher sub-site's order form) sits under the head.
 */
export function ServiceDetailView({
  product,
  relatedTo,
  children,
}: {
  product: ServiceDetail;
  relatedTo: RouteName;
  children?: ReactNode;
}) {
  return (
    <div data-testid="service-detail">
      <section className="mk-detail pt-card">
        <div className="sv-detail__head">
          <img className="sv-detail__img" src={product.serviceImg} alt={product.serviceName} />
          <div className="sv-detail__info">
            <DetailTitle>{product.serviceName}</DetailTitle>
            <div>
              <Tag color="blue">{product.serviceTypeName}</Tag>
              <Tag>
                {product.parentCatName} / {product.catName}
              </Tag>
            </div>
            <p className="sv-detail__price" data-testid="service-detail-price">
              {servicePrice(product)}
            </p>
            <Descriptions column={{ xs: 1, sm: 2, md: 2 }} size="small">
              <Descriptions.Item label="服务机构">{product.orgName}</Descriptions.Item>
              <Descriptions.Item label="所在地区">{product.regionName}</Descriptions.Item>
              <Descriptions.Item label="已售">{product.salesCount}</Descriptions.Item>
              <Descriptions.Item label="浏览">
                <EyeOutlined /> {product.viewCount}
              </Descriptions.Item>
              <Descriptions.Item label="发布日期">{product.publishDate}</Descriptions.Item>
            </Descriptions>
            <div className="sv-detail__actions">
              <ContactButton
                targetType="service"
                targetId={product.id}
                title={product.serviceName}
              />
              <CollectButton kind="product" id={product.id} isCollect={product.isCollect} />
            </div>
          </div>
        </div>
      </section>
      {children}
      <DetailSection title="交付条款">
        <p data-testid="service-delivery">{product.deliveryTerms}</p>
      </DetailSection>
      <DetailSection title="服务介绍">
        <p>{product.summary}</p>
        <RichText html={product.content} />
      </DetailSection>
      <DetailSection title="服务机构">
        <p>
          <BankOutlined /> <b>{product.org.orgName}</b>
        </p>
        <p>{product.org.intro}</p>
        <p>
          <UserOutlined /> 联系人：{product.org.contact}　<PhoneOutlined /> 电话：
          {product.org.telephone}
        </p>
      </DetailSection>
      <RelatedList
        title="同类服务"
        to={relatedTo}
        items={product.related.map((item) => ({
          id: item.id,
          title: item.serviceName,
          note: `${item.orgName} · ${servicePrice(item)}`,
        }))}
      />
    </div>
  );
}
