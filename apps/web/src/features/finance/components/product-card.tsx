import { BankOutlined, EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { FinanceProductItem } from '@portal/shared/api/index';
import { isEquityFinance } from '@portal/shared/enums/finance-product';
import { Tag } from 'antd';
import { getHref } from '../../../app/paths.ts';
import { ItemLink } from '../../../components/common/item-link.tsx';
import { LinkButton } from '../../../components/common/link-button.tsx';
import { amountRange, rateRange } from '../logic/product-query.ts';
import '../../../components/list/list.css';
import './finance.css';

/** A product in /FinanceList: rate, amount and term up front (an equity product has no rate or term); guaranty, field, region, provider. */
export function ProductCard({ item }: { item: FinanceProductItem }) {
  const equity = isEquityFinance(item.catName);
  return (
    <article className="mk-card mk-card--row" data-testid="finance-product">
      <div className="mk-card__body">
        <ItemLink
          to="Financedetail"
          id={item.id}
          className="mk-card__title"
          testId="finance-product-title"
        >
          {item.productName}
        </ItemLink>
        <div className="mk-card__tags">
          <Tag color="blue">{item.catName}</Tag>
          {!equity && <Tag>担保：{item.guarantyText}</Tag>}
          <Tag>{item.techArea ? `适用领域：${item.techArea}` : '适用领域：不限'}</Tag>
        </div>
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
        <div className="mk-card__meta">
          <span>
            <BankOutlined /> {item.orgName}
          </span>
          <span>
            <EnvironmentOutlined /> 适用地区：{item.regionName}
          </span>
          <span>
            <EyeOutlined /> {item.viewCount}
          </span>
          <span>已申请 {item.applyCount}</span>
        </div>
      </div>
      <div className="mk-card__side">
        <LinkButton
          type="primary"
          to={getHref('RequestApplication', { query: { id: item.id } })}
          // The name starts with the words shown (WCAG 2.5.3), then says which product.
          aria-label={`立即申请：${item.productName}`}
        >
          立即申请
        </LinkButton>
      </div>
    </article>
  );
}
