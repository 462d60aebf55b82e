import { setToken } from '@portal/client/auth-storage';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toggleCollect } from '../src/features/collect/api/toggle-collect.ts';
import { CollectButton } from '../src/features/collect/index.ts';
import { queryClient } from '../src/lib/query-client.ts';
import { renderInApp } from './render-in-app.tsx';

vi.mock('../src/features/collect/api/toggle-collect.ts', () => ({ toggleCollect: vi.fn() }));

const toggle = vi.mocked(toggleCollect);

function renderButton() {
  renderInApp(<CollectButton kind="tech" id={7} isCollect={false} />, queryClient);
  return screen.getByTestId('collect-button');
}

afterEach(() => {
  vi.restoreAllMocks();
  toggle.mockReset();
});

// A first antd render in jsdom can take seconds on a busy machine.
const slow = { timeout: 5000 };

describe('collect button (a mutation)', { timeout: 20_000 }, () => {
  it('collects, then cancels, with the success messages', async () => {
    setToken('t');
    toggle.mockResolvedValue({ code: 200, msg: '', data: null });
    // antd's message portal does not paint in jsdom; what it is asked to show is what users see.
    const shown = vi
      .spyOn(message, 'success')
      .mockImplementation(() => Object.assign(() => {}, Promise.resolve(true)));
    const button = renderButton();

    fireEvent.click(button);
    await waitFor(() => expect(shown).toHaveBeenLastCalledWith('收藏成功'), slow);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'), slow);
    expect(toggle).toHaveBeenLastCalledWith('tech', 7, false);

    fireEvent.click(button);
    await waitFor(() => expect(shown).toHaveBeenLastCalledWith('取消收藏成功'), slow);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'), slow);
    expect(toggle).toHaveBeenLastCalledWith('tech', 7, true);
  });

  it('a failed call is only logged, once, and changes nothing', async () => {
    setToken('t');
    const failure = new Error('refused');
    toggle.mockRejectedValue(failure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const button = renderButton();

    fireEvent.click(button);
    await waitFor(() => expect(log).toHaveBeenCalledWith(failure), slow);
    expect(log).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('收藏');
  });
});
