import type { PolicyListItem } from '@portal/shared/api/index';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PolicyRow } from '../src/features/policy/components/policy-row.tsx';
import { renderInApp } from './render-in-app.tsx';

const policy: PolicyListItem = {
  id: 5,
  policyName: '关于组织申报2026年度科技创新券的通知',
  deptName: '济南市科学技术局',
  policyLevel: 3,
  regionCode: '3701',
  regionName: '山东省济南市',
  techFieldId: null,
  techArea: null,
  parentTechArea: null,
  summary: '济南市科学技术局发布科技创新券相关工作安排。',
  publishDate: '2026-11-01',
  startDate: '2026-11-05',
  endDate: '2026-11-26',
  deadlineDays: 5,
  applyStatus: 1,
  viewCount: 12,
  isCollect: false,
};

function renderRow(item: PolicyListItem) {
  renderInApp(<PolicyRow item={item} />);
  return screen.getByTestId('policy-card');
}

describe('policy row', () => {
  it('shows level, department, dates, 申报中 and 剩余N天 (urgent in the last week)', () => {
    const card = renderRow(policy);
    expect(card).toHaveTextContent('市级');
    expect(card).toHaveTextContent('济南市科学技术局');
    expect(card).toHaveTextContent('申报 2026-11-05 至 2026-11-26');
    expect(screen.getByTestId('policy-apply-status')).toHaveTextContent('申报中');
    const deadline = screen.getByTestId('policy-deadline');
    expect(deadline).toHaveTextContent('剩余5天');
    expect(deadline).toHaveClass('is-urgent');
    expect(screen.getByTestId('policy-title')).toHaveAttribute('href', '/PolicyDetail?id=5');
    expect(screen.getByTestId('collect-button')).toHaveTextContent('收藏');
  });

  it('shows the start of an upcoming call and the end of a closed one', () => {
    renderRow({ ...policy, applyStatus: 0, deadlineDays: 25 });
    expect(screen.getByTestId('policy-apply-status')).toHaveTextContent('未开始');
    expect(screen.getByTestId('policy-deadline')).toHaveTextContent('2026-11-05 开始');
    expect(screen.getByTestId('policy-deadline')).not.toHaveClass('is-urgent');
  });

  it('shows 已结束 with the end date, and 已收藏 when collected', () => {
    renderRow({ ...policy, applyStatus: 2, deadlineDays: 0, isCollect: true });
    expect(screen.getByTestId('policy-apply-status')).toHaveTextContent('已结束');
    expect(screen.getByTestId('policy-deadline')).toHaveTextContent('2026-11-26 截止');
    expect(screen.getByTestId('collect-button')).toHaveTextContent('已收藏');
  });
});
