import { STORAGE_KEYS } from '@portal/client/auth-storage';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guardLoader, guardShouldRevalidate } from '../src/app/guard.ts';

function Page({ text }: { text: string }) {
  return <p>{text}</p>;
}

function NoFallback() {
  return null;
}

function makeRouter(initial: string) {
  return createMemoryRouter(
    [
      {
        path: '/',
        loader: guardLoader,
        shouldRevalidate: guardShouldRevalidate,
        Component: Outlet,
        HydrateFallback: NoFallback,
        children: [
          { index: true, element: <Page text="home" /> },
          { path: 'login', element: <Page text="login" /> },
          { path: 'Undertake', element: <Page text="undertake" /> },
          { path: 'News', element: <Page text="news" /> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
}

describe('guard loader in a data router', () => {
  it('sends a guest from a protected route to /login with the redirect', async () => {
    const router = makeRouter('/Undertake?id=4');
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/Undertake?id=4')}`);
  });

  it('runs on every navigation, and the same route twice raises nothing', async () => {
    const router = makeRouter('/News');
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('news')).toBeInTheDocument();
    await router.navigate('/News');
    await router.navigate('/News');
    expect(router.state.errors).toBeNull();
    await router.navigate('/Undertake');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('with a token: /login goes home and the reached urlRecord is cleared', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.urlRecord, '/Undertake?id=4');
    const router = makeRouter('/login');
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.urlRecord)).toBe('/Undertake?id=4');
    await router.navigate('/Undertake?id=4');
    expect(await screen.findByText('undertake')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.urlRecord)).toBeNull();
  });
});
