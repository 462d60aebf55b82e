import type { FinanceProductDetail } from '@portal/shared/api/index';
import { Descriptions, Tag } from 'antd';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { DetailSection, DetailTitle } from '../../components/detail/detail-parts.tsx';
import { RichText } from '../../components/detail/rich-text.tsx';
import { useFinanceProduct } from '../../features/finance/api/get-finance-product.ts';
import { amountRange, rateRange } from '../../features/finance/logic/product-query.ts';
import '../../features/finance/components/finance.css';

/** The product read as a securitisation / IP-finance scheme: scale, yield, term, underlying. */
function SecurDetail({ product }: { product: FinanceProductDetail }) {
  return (
    <div data-testid="secur-detail">
      <section className="mk-detail pt-card">
        <DetailTitle>{product.productName}</DetailTitle>
        <div>
          <Tag color="blue">{product.catName}</Tag>
          <Tag>知识产权金融</Tag>
        </div>
        <Descriptions
          bordered
          column={{ xs: 1, sm: 2, md: 2 }}
          size="small"
          style={{ marginTop: 16 }}
          data-testid="secur-terms"
        >
          <Descriptions.Item label="发行（融资）规模">{amountRange(product)}</Descriptions.Item>
          <Descriptions.Item label="预期收益率 / 利率">{rateRange(product)}</Descriptions.Item>
          <Descriptions.Item label="期限">{product.termText}</Descriptions.Item>
          <Descriptions.Item label="增信 / 担保方式">{product.guarantyText}</Descriptions.Item>
          <Descriptions.Item label="基础资产">
            {product.techArea ? `${product.techArea}领域知识产权及其收益` : '知识产权及其许可收益'}
          </Descriptions.Item>
          <Descriptions.Item label="适用地区">{product.regionName || '全省'}</Descriptions.Item>
          <Descriptions.Item label="发起 / 管理机构">{product.orgName}</Descriptions.Item>
          <Descriptions.Item label="发布日期">{product.publishDate}</Descriptions.Item>
        </Descriptions>
        <div style={{ marginTop: 16 }}>
          <LinkButton
            type="primary"
            size="large"
            to={getHref('RequestApplication', { query: { id: product.id } })}
            data-testid="secur-apply"
          >
            {product.myApplication ? '查看我的申请' : '申请参与'}
          </LinkButton>
        </div>
      </section>
      <DetailSection title="产品结构">
        <p>{product.summary}</p>
        <RichText html={product.content} />
      </DetailSection>
      <DetailSection title="入池条件">
        <RichText html={product.conditions} />
      </DetailSection>
      <DetailSection title="所需材料">
        <ol className="fn-docs">
          {product.documents.map((doc) => (
            <li key={doc}>{doc}</li>
          ))}
        </ol>
      </DetailSection>
      <DetailSection title="管理机构">
        <p>{product.orgIntro}</p>
        {product.orgPhone && <p>咨询电话：{product.orgPhone}</p>}
      </DetailSection>
    </div>
  );
}

/** 证券化详情 (/Securdetails?id): a securitisation / IP-finance product's details. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useFinanceProduct}
      notFoundTitle="该金融产品不存在或已下架"
      back={{ to: 'FinanceList', label: '浏览金融产品' }}
    >
      {(product) => <SecurDetail product={product} />}
    </DetailScreen>
  );
}
