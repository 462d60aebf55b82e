import { BankOutlined, EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { FinanceProductItem } from '@portal/shared/api/index';
import { isEquityFinance } from '@portal/shared/enums/finance-product';
import { Tag } from 'antd';
import { getHref } from '../../../app/paths.ts';
import { LinkButton } from '../../../components/common/link-button.tsx';
import { IconMeta, ListCard } from '../../../components/list/list-card.tsx';
import { amountRange, rateRange } from '../logic/product-query.ts';
import './finance.css';

/** A product in /FinanceList: rate, amount and term up front (an equity product has no rate or term); guaranty, field, region, provider. */
export function ProductCard({ item }: { item: FinanceProductItem }) {
  const equity = isEquityFinance(item.catName);
  return (
    <ListCard
      to="Financedetail"
      id={item.id}
      title={item.productName}
      testId="finance-product"
      titleTestId="finance-product-title"
      row
      category={item.catName}
      tags={
        <>
          {!equity && <Tag>担保：{item.guarantyText}</Tag>}
          <Tag>{item.techArea ? `适用领域：${item.techArea}` : '适用领域：不限'}</Tag>
        </>
      }
      meta={
        <>
          <IconMeta icon={<BankOutlined />}>{item.orgName}</IconMeta>
          <span>
            <EnvironmentOutlined /> 适用地区：{item.regionName}
          </span>
          <IconMeta icon={<EyeOutlined />}>{item.viewCount}</IconMeta>
          <span>已申请 {item.applyCount}</span>
        </>
      }
      side={
        <LinkButton
          type="primary"
          to={getHref('RequestApplication', { query: { id: item.id } })}
          // The name starts with the words shown (WCAG 2.5.3), then says which product.
          aria-label={`立即申请：${item.productName}`}
        >
          立即申请
        </LinkButton>
      }
    >
      <div className="fn-card__figures">
        {!equity && (
          <div className="fn-card__figure">
            <b>{rateRange(item)}</b>
            <span>参考利率</span>
          </div>
        )}
        <div className="fn-card__figure">
          <b>{amountRange(item)}</b>
          <span>{equity ? '投资额度' : '额度范围'}</span>
        </div>
        {!equity && (
          <div className="fn-card__figure">
            <b>{item.termText}</b>
            <span>贷款期限</span>
          </div>
        )}
      </div>
    </ListCard>
  );
}
