import type { ActionItem } from '@portal/shared/api/index';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ActivityCard } from '../src/features/activity/components/activity-card.tsx';

const item: ActionItem = {
  id: 12,
  catId: 2,
  catName: '成果路演',
  actionName: '新能源汽车关键技术成果路演',
  actionImg: '/images/demo/activities/cat-2-1.svg',
  actionProvince: '山东省',
  actionCity: '青岛市',
  provinceCode: '37',
  cityCode: '3702',
  actionDateStart: '2026-12-15 09:00:00',
  actionDateEnd: '2026-12-15 17:30:00',
  organizer: '青岛市科学技术局',
  actionStatus: 1,
  signCount: 42,
  maxSignups: 120,
  isSigned: false,
};

function renderCard(change: Partial<ActionItem> = {}) {
  const onSignUp = vi.fn();
  render(
    <MemoryRouter>
      <ActivityCard item={{ ...item, ...change }} onSignUp={onSignUp} />
    </MemoryRouter>,
  );
  return { card: screen.getByTestId('activity-item'), onSignUp };
}

describe('activity card', () => {
  it('shows the date, place, organiser, status and places, and opens the sign-up', () => {
    const { card, onSignUp } = renderCard();
    expect(card).toHaveTextContent('2026-12-15 09:00 至 17:30');
    expect(card).toHaveTextContent('山东省 青岛市');
    expect(card).toHaveTextContent('主办：青岛市科学技术局');
    expect(card).toHaveTextContent('已报名 42 人 / 限 120 人');
    expect(screen.getByTestId('activity-status')).toHaveTextContent('报名中');
    expect(screen.getByTestId('activity-title')).toHaveAttribute(
      'href',
      '/ActivityDetail?catId=2&id=12',
    );
    fireEvent.click(screen.getByTestId('sign-up-button'));
    expect(onSignUp).toHaveBeenCalledWith({ actionId: 12, actionName: item.actionName });
  });

  it('says 已报名 for a member who signed up, and offers nothing when sign-up is not open', () => {
    renderCard({ isSigned: true });
    expect(screen.getByTestId('signed-up')).toHaveTextContent('已报名');
    expect(screen.queryByTestId('sign-up-button')).toBeNull();
    cleanup();

    renderCard({ actionStatus: 2 });
    expect(screen.getByTestId('activity-status')).toHaveTextContent('报名已截止');
    expect(screen.queryByTestId('sign-up-button')).toBeNull();
    expect(screen.queryByTestId('signed-up')).toBeNull();
  });
});
