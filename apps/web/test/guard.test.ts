import { describe, expect, it } from 'vitest';
import { firstSegment, resolveGuard } from '../src/app/guard.ts';

const TOKEN = 'a'.repeat(32);

describe('resolveGuard with a token', () => {
  it('sends /login home', () => {
    expect(
      resolveGuard({ path: '/login', search: '?mode=2', token: TOKEN, urlRecord: null }),
    ).toEqual({
      action: 'redirect',
      to: '/',
      clearUrlRecord: false,
      scrollTop: false,
    });
  });

  it('lets a protected route pass', () => {
    const result = resolveGuard({
      path: '/Undertake',
      search: '?id=3',
      token: TOKEN,
      urlRecord: null,
    });
    expect(result).toEqual({ action: 'pass', clearUrlRecord: false, scrollTop: false });
  });

  it('clears the urlRecord when the target is that record (path and query)', () => {
    const result = resolveGuard({
      path: '/Project/Outcome/OutcomeDetail',
      search: '?id=7',
      token: TOKEN,
      urlRecord: '/Project/Outcome/OutcomeDetail?id=7',
    });
    expect(result.action).toBe('pass');
    expect(result.clearUrlRecord).toBe(true);
  });

  it('keeps the urlRecord when the query differs', () => {
    const result = resolveGuard({
      path: '/Project/Outcome/OutcomeDetail',
      search: '?id=8',
      token: TOKEN,
      urlRecord: '/Project/Outcome/OutcomeDetail?id=7',
    });
    expect(result.clearUrlRecord).toBe(false);
  });

  it('scrolls to top when going to /', () => {
    expect(resolveGuard({ path: '/', search: '', token: TOKEN, urlRecord: null })).toEqual({
      action: 'pass',
      clearUrlRecord: false,
      scrollTop: true,
    });
  });

  it('passes the same route twice without anything special', () => {
    const input = { path: '/UserInfo/MyCollect', search: '', token: TOKEN, urlRecord: null };
    expect(resolveGuard(input)).toEqual(resolveGuard(input));
    expect(resolveGuard(input).action).toBe('pass');
  });
});

describe('resolveGuard without a token', () => {
  it.each(['/', '/login', '/Auth'])('lets %s pass', (path) => {
    expect(resolveGuard({ path, search: '', token: null, urlRecord: null }).action).toBe('pass');
  });

  it('scrolls to top on / without a token too', () => {
    expect(resolveGuard({ path: '/', search: '', token: null, urlRecord: null }).scrollTop).toBe(
      true,
    );
  });

  it.each([
    '/Project/Outcome',
    '/Project/Outcome/OutcomeDetail',
    '/RequirementDetail',
    '/Coupon/Home',
    '/UserInfo/Authentication',
    '/SourceHome/DataBaseList',
    '/ServerList',
    '/HelpCenter',
    '/Search',
  ])('lets the public path %s pass (first segment is a public name)', (path) => {
    expect(resolveGuard({ path, search: '?x=1', token: null, urlRecord: null })).toEqual({
      action: 'pass',
      clearUrlRecord: false,
      scrollTop: false,
    });
  });

  it('sends a protected path to /login with the full path and query as redirect', () => {
    const result = resolveGuard({
      path: '/Undertake',
      search: '?id=12&from=list',
      token: null,
      urlRecord: null,
    });
    expect(result).toEqual({
      action: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/Undertake?id=12&from=list')}`,
      clearUrlRecord: false,
      scrollTop: false,
    });
    expect(new URLSearchParams(result.to?.split('?')[1]).get('redirect')).toBe(
      '/Undertake?id=12&from=list',
    );
  });

  it.each(['/Home', '/reset/password', '/CouponTake', '/PublishRequirement', '/nope'])(
    'redirects %s to login',
    (path) => {
      const result = resolveGuard({ path, search: '', token: null, urlRecord: null });
      expect(result.action).toBe('redirect');
      expect(result.to).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    },
  );

  it('matches segment names exactly (case and whole segment)', () => {
    expect(
      resolveGuard({ path: '/project/Outcome', search: '', token: null, urlRecord: null }).action,
    ).toBe('redirect');
    expect(
      resolveGuard({ path: '/ProjectX', search: '', token: null, urlRecord: null }).action,
    ).toBe('redirect');
  });

  it('never clears the urlRecord without a token', () => {
    const result = resolveGuard({ path: '/News', search: '', token: null, urlRecord: '/News' });
    expect(result.clearUrlRecord).toBe(false);
  });
});

describe('firstSegment', () => {
  it('reads the first non-empty segment', () => {
    expect(firstSegment('/Project/Outcome')).toBe('Project');
    expect(firstSegment('/')).toBe('');
    expect(firstSegment('//News')).toBe('News');
  });
});
