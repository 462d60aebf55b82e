import type { FinanceProductItem } from '@portal/shared/api/index';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../src/features/finance/components/product-card.tsx';

const product: FinanceProductItem = {
  id: 7,
  catId: 2,
  catName: '知识产权质押融资',
  productName: '知识产权质押贷',
  orgName: '中国银行省分行',
  rateText: '年化3.65%起',
  rateMin: 3.65,
  rateMax: 5.9,
  amountMin: 50,
  amountMax: 3000,
  termText: '最长3年',
  termMonths: 36,
  guarantyType: 5,
  guarantyText: '知识产权质押',
  techFieldId: null,
  techArea: null,
  regionCode: '3702',
  regionName: '山东省青岛市',
  summary: '',
  publishDate: '2026-11-01',
  viewCount: 12,
  applyCount: 3,
};

function renderCard(item: FinanceProductItem) {
  render(
    <MemoryRouter>
      <ProductCard item={item} />
    </MemoryRouter>,
  );
  return screen.getByTestId('finance-product');
}

describe('finance product card', () => {
  it('shows rate and amount ranges, term, guaranty, region, provider, detail link and 立即申请', () => {
    const card = renderCard(product);
    expect(card).toHaveTextContent('年化3.65%–5.90%');
    expect(card).toHaveTextContent('50–3,000万元');
    expect(card).toHaveTextContent('最长3年');
    expect(card).toHaveTextContent('担保：知识产权质押');
    expect(card).toHaveTextContent('适用领域：不限');
    expect(card).toHaveTextContent('适用地区：山东省青岛市');
    expect(card).toHaveTextContent('中国银行省分行');
    expect(screen.getByTestId('finance-product-title')).toHaveAttribute(
      'href',
      '/Financedetail?id=7',
    );
    expect(screen.getByRole('button', { name: '立即申请：知识产权质押贷' })).toHaveTextContent(
      '立即申请',
    );
  });

  it('shows a negotiated rate as the product says it', () => {
    const card = renderCard({ ...product, rateMin: null, rateMax: null, rateText: '按项目协商' });
    expect(card).toHaveTextContent('按项目协商');
  });
});
