import type { NeedItem } from '@portal/shared/api/market';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NeedRow } from '../src/features/market/components/cards.tsx';
import { renderInApp } from './render-in-app.tsx';

const need: NeedItem = {
  id: 7,
  goodsName: '高镍正极材料包覆工艺',
  needType: 1,
  needTypeName: '技术难题',
  giveType: 5,
  giveTypeName: '合作开发',
  techFieldId: null,
  techArea: null,
  regionCode: '350100',
  regionName: '福建省福州市',
  budget: null,
  companyName: '福州新能源材料有限公司',
  summary: '寻求包覆工艺合作。',
  deadlineTime: '2026-12-14',
  publishDate: '2026-11-23',
  status: 1,
  isOpen: true,
  undertakeCount: 0,
  viewCount: 3,
  isCollect: false,
  isMine: false,
};

function renderRow(item: NeedItem) {
  renderInApp(<NeedRow item={item} />);
  return screen.getByTestId('need-card');
}

describe('need card state and budget', () => {
  it('shows 待审核 for a need just published by its owner, not 已截止', () => {
    const card = renderRow({ ...need, status: 0, isOpen: false, isMine: true });
    expect(screen.getByTestId('need-state')).toHaveTextContent('待审核');
    expect(card).not.toHaveTextContent('已截止');
  });

  it('shows 征集中 before the deadline and 已截止 after it once published', () => {
    renderRow(need);
    expect(screen.getByTestId('need-state')).toHaveTextContent('征集中');
  });

  it('shows 已截止 after the deadline', () => {
    renderRow({ ...need, isOpen: false });
    expect(screen.getByTestId('need-state')).toHaveTextContent('已截止');
  });

  it('prints no budget line for a need without a budget, 面议 for 0 and 万元 otherwise', () => {
    const card = renderRow(need);
    expect(card).not.toHaveTextContent('预算');
    expect(card).not.toHaveTextContent('面议');
  });

  it('prints a budget when there is one', () => {
    const card = renderRow({ ...need, budget: 500_000 });
    expect(card).toHaveTextContent('50.00万元');
  });
});
