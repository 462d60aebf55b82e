import { BankOutlined, EyeOutlined, PhoneOutlined } from '@ant-design/icons';
import type { FinanceProductDetail } from '@portal/shared/api/index';
import {
  FINANCE_PRODUCT_APPLY_STATUSES,
  isEquityFinance,
} from '@portal/shared/enums/finance-product';
import { labelOf } from '@portal/shared/enums/label';
import { Descriptions, Tag } from 'antd';
import { getHref } from '../../../app/paths.ts';
import { LinkButton } from '../../../components/common/link-button.tsx';
import { DetailSection, DetailTitle } from '../../../components/detail/detail-parts.tsx';
import { RelatedList } from '../../../components/detail/related.tsx';
import { RichText } from '../../../components/detail/rich-text.tsx';
import { amountRange, rateRange } from '../logic/product-query.ts';
import './finance.css';

type Product = FinanceProductDetail;

/** 立即申请, or the member's open application when there is one. */
function ApplyButton({ product, block }: { product: Product; block?: boolean }) {
  const mine = product.myApplication;
  return (
    <LinkButton
      type="primary"
      size="large"
      block={block}
      to={getHref('RequestApplication', { query: { id: product.id } })}
      data-testid={mine ? 'my-application-link' : 'apply-link'}
    >
      {mine ? `已申请（${labelOf(FINANCE_PRODUCT_APPLY_STATUSES, mine.status)}）` : '立即申请'}
    </LinkButton>
  );
}

/** An equity product lends nothing: no rate, term or guaranty, only the amount invested. */
function Figures({ product }: { product: Product }) {
  if (isEquityFinance(product.catName)) {
    return (
      <div className="fn-detail__figures">
        <div>
          <b>{amountRange(product)}</b>
          <span>投资额度</span>
        </div>
        <div>
          <b>{product.rateText}</b>
          <span>投资条件</span>
        </div>
      </div>
    );
  }
  return (
    <div className="fn-detail__figures">
      <div>
        <b>{rateRange(product)}</b>
        <span>参考利率</span>
      </div>
      <div>
        <b>{amountRange(product)}</b>
        <span>额度范围</span>
      </div>
      <div>
        <b>{product.termText}</b>
        <span>贷款期限</span>
      </div>
      <div>
        <b>{product.guarantyText}</b>
        <span>担保方式</span>
      </div>
    </div>
  );
}

function Provider({ product }: { product: Product }) {
  return (
    <DetailSection title="金融机构">
      <p>
        <BankOutlined /> <b>{product.orgName}</b>
      </p>
      <p>{product.orgIntro}</p>
      {product.orgPhone && (
        <p>
          <PhoneOutlined /> 咨询电话：{product.orgPhone}
        </p>
      )}
    </DetailSection>
  );
}

function Body({ product }: { product: Product }) {
  return (
    <>
      <DetailSection title="申请条件">
        <RichText html={product.conditions} />
      </DetailSection>
      <DetailSection title="所需材料">
        <ol className="fn-docs" data-testid="product-documents">
          {product.documents.map((doc) => (
            <li key={doc}>{doc}</li>
          ))}
        </ol>
      </DetailSection>
      <DetailSection title="产品介绍">
        <p>{product.summary}</p>
        <RichText html={product.content} />
      </DetailSection>
    </>
  );
}

function Related({ product }: { product: Product }) {
  return (
    <RelatedList
      title="同类产品"
      to="Financedetail"
      items={product.related.map((item) => ({
        id: item.id,
        title: item.productName,
        note: `${item.orgName} · ${rateRange(item)}`,
      }))}
    />
  );
}

/** /Financedetail: the product in the portal's usual detail layout. */
export function ProductDetailClassic({ product }: { product: Product }) {
  return (
    <div data-testid="finance-detail">
      <section className="mk-detail pt-card">
        <div className="mk-detail__head">
          <div className="mk-detail__info">
            <DetailTitle>{product.productName}</DetailTitle>
            <div>
              <Tag color="blue">{product.catName}</Tag>
              <Tag>{product.techArea ? `适用领域：${product.techArea}` : '适用领域：不限'}</Tag>
            </div>
            <Figures product={product} />
            <Descriptions column={{ xs: 1, sm: 2, md: 3 }} size="small">
              <Descriptions.Item label="金融机构">{product.orgName}</Descriptions.Item>
              <Descriptions.Item label="适用地区">{product.regionName}</Descriptions.Item>
              <Descriptions.Item label="发布日期">{product.publishDate}</Descriptions.Item>
              <Descriptions.Item label="浏览">
                <EyeOutlined /> {product.viewCount}
              </Descriptions.Item>
              <Descriptions.Item label="已申请">{product.applyCount}</Descriptions.Item>
            </Descriptions>
          </div>
        </div>
        <div className="mk-detail__actions">
          <ApplyButton product={product} />
        </div>
      </section>
      <Provider product={product} />
      <Body product={product} />
      <Related product={product} />
    </div>
  );
}

/** /NewFinancedetail: a second presentation — a banner and a side panel with the provider. */
export function ProductDetailNew({ product }: { product: Product }) {
  return (
    <div data-testid="finance-detail-new">
      <div className="fn-new__hero">
        <h1>{product.productName}</h1>
        <p>
          {product.orgName} · {product.catName} · 适用地区：{product.regionName}
        </p>
      </div>
      <div className="fn-new">
        <div>
          <section className="pt-card mk-detail">
            <Figures product={product} />
          </section>
          <Body product={product} />
          <Related product={product} />
        </div>
        <aside className="fn-new__aside">
          <Provider product={product} />
          <section className="pt-card mk-detail">
            <p>
              <EyeOutlined /> 浏览 {product.viewCount} · 已申请 {product.applyCount}
            </p>
            <ApplyButton product={product} block />
          </section>
        </aside>
      </div>
    </div>
  );
}
