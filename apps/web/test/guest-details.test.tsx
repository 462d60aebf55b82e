import { clearSession } from '@portal/client/auth-storage';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { titleOfPath } from '../src/app/login-notice.ts';
import { ItemLink } from '../src/components/common/item-link.tsx';

const page = (to: 'CompetitiveDetail' | 'OutcomeDetail' | 'TechnicalDetail') =>
  render(
    <MemoryRouter initialEntries={['/list']}>
      <Routes>
        <Route
          path="/list"
          element={
            <ItemLink to={to} id={3}>
              详情
            </ItemLink>
          }
        />
        <Route path="*" element={<p>到达详情</p>} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => clearSession());

/** Issue #26: a guest is told why, on the page, instead of landing on /login without a word. */
describe('guests opening details', () => {
  it('a detail that needs login asks on the spot, with a 登录 button', async () => {
    page('CompetitiveDetail');
    fireEvent.click(screen.getByText('详情'));
    // The dialog's module (antd Modal) loads on the click.
    const notice = await screen.findByText('登录后即可查看竞价详情。', {}, { timeout: 20_000 });
    expect(notice).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登 录' })).toBeInTheDocument();
    expect(screen.queryByText('到达详情')).toBeNull();
    // Modal.confirm renders outside the test's root, so cleanup() does not unmount it: close it
    // and wait until it is gone, or its closing motion runs after the file's window is torn down.
    expect(document.querySelector('.ant-modal-root')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-root')).toBeNull(), {
      timeout: 5_000,
    });
  }, 30_000);

  it('a public detail opens straight away', () => {
    page('OutcomeDetail');
    fireEvent.click(screen.getByText('详情'));
    expect(screen.getByText('到达详情')).toBeInTheDocument();
  });

  it('the login page can name the page a redirect leads to', () => {
    expect(titleOfPath('/TechnicalDetail?id=4')).toBe('评价详情');
    expect(titleOfPath('https://evil.example/')).toBeNull();
  });
});
