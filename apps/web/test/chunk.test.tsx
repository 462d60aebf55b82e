import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeRouteError, RouteErrorView } from '../src/app/route-error.tsx';
import { ChunkLoadError, classifyChunkError, loadChunk } from '../src/lib/chunk.ts';

afterEach(() => vi.useRealTimers());

function NoFallback() {
  return null;
}

describe('loadChunk', () => {
  it('resolves the module', async () => {
    await expect(loadChunk(async () => ({ Component: 1 }), 1000)).resolves.toEqual({
      Component: 1,
    });
  });

  it('turns a failed script chunk into a ChunkLoadError of kind script', async () => {
    const error = await loadChunk(
      () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
      1000,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).kind).toBe('script');
  });

  it('turns a failed stylesheet into a CSS load error', async () => {
    const error = await loadChunk(
      () => Promise.reject(new Error('Unable to preload CSS for /assets/login.css')),
      1000,
    ).catch((e: unknown) => e);
    expect((error as ChunkLoadError).kind).toBe('css');
    expect((error as ChunkLoadError).name).toBe('CssChunkLoadError');
  });

  it('fails a chunk that takes longer than the timeout (120 s by default)', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => {})).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).toContain('120000');
  });

  it('classifies errors by their message', () => {
    expect(classifyChunkError(new Error('Importing a module script failed.')).kind).toBe('script');
    expect(classifyChunkError('Unable to preload CSS for x.css').kind).toBe('css');
  });
});

describe('route error view', () => {
  it('describes each failure', () => {
    expect(describeRouteError(new ChunkLoadError('x', 'script')).title).toBe('页面加载失败');
    expect(describeRouteError(new ChunkLoadError('x', 'css')).title).toBe('页面样式加载失败');
    expect(describeRouteError(new Error('boom')).title).toBe('页面出现了问题');
  });

  it('shows a reload button when a lazy route fails to load', { timeout: 15_000 }, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/',
          ErrorBoundary: RouteErrorView,
          HydrateFallback: NoFallback,
          lazy: async () =>
            loadChunk(() =>
              Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')),
            ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    // The first antd render in jsdom can take seconds on a busy machine.
    expect(await screen.findByText('页面加载失败', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeInTheDocument();
  });
});
