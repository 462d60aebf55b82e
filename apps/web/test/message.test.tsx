import type { MemberMessage } from '@portal/shared/api/index';
import { MESSAGE_TARGETS } from '@portal/shared/enums/message-kind';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MessageRow } from '../src/features/message/components/message-row.tsx';
import { badgeText, messageTargetHref } from '../src/features/message/logic/message-target.ts';

describe('messageTargetHref', () => {
  it('links every target to a screen', () => {
    for (const target of MESSAGE_TARGETS) {
      expect(messageTargetHref(target, 5)).toMatch(/^\//);
    }
    expect(messageTargetHref('need', 5)).toBe('/UserInfo/MyNeed/detail?id=5');
    expect(messageTargetHref('policyApply', 9)).toBe('/MyPolicyDetail?id=9');
    expect(messageTargetHref('certification', 1)).toBe('/UserInfo/Authentication');
    expect(messageTargetHref('evaluationRequest', 3)).toBe('/Technicalevaluation#mine');
    expect(messageTargetHref(null, null)).toBeNull();
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

const message: MemberMessage = {
  id: 4,
  kind: 1,
  kindName: '认证审核',
  title: '实名认证未通过',
  body: '您提交的实名认证未通过审核，原因：营业执照不清晰。',
  targetType: 'certification',
  targetId: 2,
  read: false,
  createdAt: '2026-11-24 09:30:00',
};

describe('MessageRow', () => {
  it('marks an unread message read when opened, once', () => {
    const onRead = vi.fn();
    render(
      <MemoryRouter>
        <MessageRow message={message} onRead={onRead} />
      </MemoryRouter>,
    );
    expect(screen.getByText('未读')).toBeTruthy();
    const title = screen.getByRole('button', { name: /实名认证未通过/ });
    fireEvent.click(title);
    expect(onRead).toHaveBeenCalledWith(4);
    expect(title.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe(
      '/UserInfo/Authentication',
    );
  });

  it('does not mark a read message again', () => {
    const onRead = vi.fn();
    render(
      <MemoryRouter>
        <MessageRow message={{ ...message, read: true }} onRead={onRead} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('未读')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /实名认证未通过/ }));
    fireEvent.click(screen.getByRole('link', { name: '查看详情' }));
    expect(onRead).not.toHaveBeenCalled();
  });
});
