import { ApiError, createRequest, ERROR_SECONDS, type RequestUi } from '@portal/client/request';
import { beforeEach, describe, expect, it, vi } from 'vitest';

function json(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(
  response: Response | Error,
  options: { token?: string; relogin?: boolean; inlined?: Record<string, unknown> } = {},
) {
  const ui = {
    error: vi.fn<RequestUi['error']>(),
    confirmRelogin: vi.fn<RequestUi['confirmRelogin']>(async () => options.relogin ?? false),
    reload: vi.fn<RequestUi['reload']>(),
    goToLogin: vi.fn<RequestUi['goToLogin']>(),
    forcePasswordChange: vi.fn<RequestUi['forcePasswordChange']>(),
    notCertified: vi.fn<NonNullable<RequestUi['notCertified']>>(),
  };
  const fetchMock = vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const clearSession = vi.fn<() => void>();
  const api = createRequest({
    fetch: fetchMock,
    ui,
    getToken: () => options.token ?? null,
    clearSession,
    base: '/gateway',
    takeInlined: (url: string) => {
      const inlined = options.inlined;
      if (!inlined || !Object.hasOwn(inlined, url)) return undefined;
      const data = inlined[url];
      delete inlined[url];
      return { data };
    },
  });
  return { api, ui, fetchMock, clearSession };
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
}

describe('request: envelope', () => {
  let ctx: ReturnType<typeof setup>;

  it('returns data on code 1 and shows nothing', async () => {
    ctx = setup(json({ code: 1, msg: 'SUCCESS', data: { token: 't1' } }));
    await expect(ctx.api.post('/client/api/login', { type: 2 })).resolves.toEqual({ token: 't1' });
    expect(ctx.ui.error).not.toHaveBeenCalled();
  });

  it('postEnvelope resolves with the whole envelope (success told by msg, spec §7)', async () => {
    ctx = setup(json({ code: 1, msg: 'SUCCESS', data: { id: 9 } }));
    await expect(ctx.api.postEnvelope('/client/finance/mine/sign', {})).resolves.toEqual({
      code: 1,
      msg: 'SUCCESS',
      data: { id: 9 },
    });
  });

  it('NOT_CERTIFIED is shown with its way to /Auth, not as a plain error', async () => {
    const msg = '参与竞价需先完成实名认证，请前往“实名认证”页面（/Auth）提交认证资料';
    ctx = setup(json({ code: 40302, msg, data: null }));
    const error = await rejection(ctx.api.post('/client/mine/bid/offer', {}));
    expect(error.code).toBe(40302);
    expect(ctx.ui.notCertified).toHaveBeenCalledWith(msg, ERROR_SECONDS);
    expect(ctx.ui.error).not.toHaveBeenCalled();
  });

  it('postEnvelope goes through the error catalogue like every call', async () => {
    ctx = setup(json({ code: 409, msg: '您已报名该活动，请勿重复报名', data: null }));
    const error = await rejection(ctx.api.postEnvelope('/client/mine/action/sign', {}));
    expect(error.code).toBe(409);
    expect(ctx.ui.error).toHaveBeenCalledWith('您已报名该活动，请勿重复报名', ERROR_SECONDS);
  });

  it('sends JSON with the token header to the gateway base', async () => {
    ctx = setup(json({ code: 1, msg: '', data: null }), { token: 'tok-123' });
    await ctx.api.post('/client/password', { oldPassword: 'A', newPassword: 'B' });
    const [url, init] = ctx.fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/gateway/client/password');
    expect(init?.method).toBe('POST');
    expect(headersOf(init).Authorization).toBe('tok-123');
    expect(headersOf(init)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"oldPassword":"A","newPassword":"B"}');
  });

  it('puts GET parameters in the query and skips empty ones', async () => {
    ctx = setup(json({ code: 1, msg: '', data: [] }));
    await ctx.api.get('/client/api/dict/options', {
      key: 'company_property',
      empty: '',
      none: undefined,
    });
    expect(ctx.fetchMock.mock.calls[0]?.[0]).toBe(
      '/gateway/client/api/dict/options?key=company_property',
    );
    expect(headersOf(ctx.fetchMock.mock.calls[0]?.[1]).Authorization).toBeUndefined();
  });

  it('-401: shows 请登录, removes token and user info, reloads', async () => {
    ctx = setup(json({ code: -401, msg: '未登录', data: null }));
    const error = await rejection(ctx.api.post('/client/mine/auth/info'));
    expect(ctx.ui.error).toHaveBeenCalledWith('请登录', ERROR_SECONDS);
    expect(ctx.clearSession).toHaveBeenCalledTimes(1);
    expect(ctx.ui.reload).toHaveBeenCalledTimes(1);
    expect(error.code).toBe(-401);
  });

  it('403 with a forced-change reason opens the change-password form, not a toast', async () => {
    for (const msg of [
      '您已超过30天未修改密码，请更换密码',
      '平台管理员已重置您的密码，请先设置新密码',
    ]) {
      ctx = setup(json({ code: 403, msg, data: null }));
      const error = await rejection(ctx.api.post('/client/mine/collect/page', {}));
      expect(error.code).toBe(403);
      expect(ctx.ui.forcePasswordChange).toHaveBeenCalledTimes(1);
      expect(ctx.ui.error).not.toHaveBeenCalled();
      expect(ctx.clearSession).not.toHaveBeenCalled();
    }
  });

  it('400101: rejects silently', async () => {
    ctx = setup(json({ code: 400101, msg: 'quiet', data: null }));
    const error = await rejection(ctx.api.get('/x'));
    expect(error.kind).toBe('silent');
    expect(error.code).toBe(400101);
    expect(ctx.ui.error).not.toHaveBeenCalled();
    expect(ctx.ui.confirmRelogin).not.toHaveBeenCalled();
    expect(ctx.clearSession).not.toHaveBeenCalled();
  });

  it.each([50008, 50012, 50014])(
    '%i: confirm, then 重新登录 clears the token and reloads',
    async (code) => {
      ctx = setup(json({ code, msg: 'logged out', data: null }), { relogin: true });
      const error = await rejection(ctx.api.get('/x'));
      expect(ctx.ui.confirmRelogin).toHaveBeenCalledTimes(1);
      expect(ctx.clearSession).toHaveBeenCalledTimes(1);
      expect(ctx.ui.reload).toHaveBeenCalledTimes(1);
      expect(ctx.ui.error).not.toHaveBeenCalled();
      expect(error.kind).toBe('relogin');
    },
  );

  it('50008: 取消 keeps the session and the page', async () => {
    ctx = setup(json({ code: 50008, msg: 'logged out', data: null }), { relogin: false });
    await rejection(ctx.api.get('/x'));
    expect(ctx.ui.confirmRelogin).toHaveBeenCalledTimes(1);
    expect(ctx.clearSession).not.toHaveBeenCalled();
    expect(ctx.ui.reload).not.toHaveBeenCalled();
  });

  it('other codes: the server msg for 5 s, and the call rejects', async () => {
    ctx = setup(json({ code: 400, msg: '请输入正确手机号', data: null }));
    const error = await rejection(
      ctx.api.post('/client/api/send/captcha', { type: 1, telephone: '1' }),
    );
    expect(ctx.ui.error).toHaveBeenCalledWith('请输入正确手机号', 5);
    expect(error.message).toBe('请输入正确手机号');
    expect(error.code).toBe(400);
    expect(ctx.clearSession).not.toHaveBeenCalled();
  });

  it("other codes without msg: 'Error'", async () => {
    ctx = setup(json({ code: 423, msg: '', data: null }));
    await rejection(ctx.api.get('/x'));
    expect(ctx.ui.error).toHaveBeenCalledWith('Error', 5);
  });
});

describe('request: HTTP and network', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('HTTP 401: shows the server message, removes the token, goes to /login', async () => {
    const ctx = setup(json({ code: -401, msg: '登录已过期' }, 401, 'Unauthorized'));
    const error = await rejection(ctx.api.get('/x'));
    expect(ctx.ui.error).toHaveBeenCalledWith('登录已过期', 5);
    expect(ctx.clearSession).toHaveBeenCalledTimes(1);
    expect(ctx.ui.goToLogin).toHaveBeenCalledTimes(1);
    expect(ctx.ui.reload).not.toHaveBeenCalled();
    expect(error.status).toBe(401);
  });

  it('other HTTP errors: the server message for 5 s', async () => {
    const ctx = setup(
      json({ statusCode: 413, message: 'Request body is too large' }, 413, 'Payload Too Large'),
    );
    const error = await rejection(ctx.api.post('/client/api/upload/url', {}));
    expect(ctx.ui.error).toHaveBeenCalledWith('Request body is too large', 5);
    expect(ctx.clearSession).not.toHaveBeenCalled();
    expect(ctx.ui.goToLogin).not.toHaveBeenCalled();
    expect(error.kind).toBe('http');
    expect(error.status).toBe(413);
  });

  it('other HTTP errors without a body: the status text', async () => {
    const ctx = setup(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await rejection(ctx.api.get('/x'));
    expect(ctx.ui.error).toHaveBeenCalledWith('Bad Gateway', 5);
  });

  it('network error: shows the error', async () => {
    const ctx = setup(new TypeError('Failed to fetch'));
    const error = await rejection(ctx.api.get('/x'));
    expect(ctx.ui.error).toHaveBeenCalledWith('Failed to fetch', 5);
    expect(error.kind).toBe('network');
  });

  it('uploads send FormData untouched (the browser sets the boundary)', async () => {
    const ctx = setup(json({ code: 1, msg: '', data: { id: 9 } }));
    const body = new FormData();
    body.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(
      ctx.api.request('/client/api/upload/url', { method: 'POST', body }),
    ).resolves.toEqual({ id: 9 });
    const init = ctx.fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(body);
    expect(headersOf(init)['Content-Type']).toBeUndefined();
  });
});

describe('request: private files (requestBlob)', () => {
  it('fetches the bytes with the token', async () => {
    const ctx = setup(
      new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }),
      {
        token: 'tok',
      },
    );
    const blob = await ctx.api.requestBlob('/client/mine/file/7');
    expect(blob.size).toBe(3);
    const [url, init] = ctx.fetchMock.mock.calls[0]!;
    expect(url).toBe('/gateway/client/mine/file/7');
    expect(headersOf(init).Authorization).toBe('tok');
  });

  it("shows the server's message when the file is not the member's", async () => {
    const ctx = setup(json({ code: 404, msg: '文件不存在', data: null }, 404, 'Not Found'), {
      token: 'tok',
    });
    await rejection(ctx.api.requestBlob('/client/mine/file/8'));
    expect(ctx.ui.error).toHaveBeenCalledWith('文件不存在', ERROR_SECONDS);
  });
});

describe('request: answers inlined in the page (boot-answers.ts)', () => {
  const URL = '/gateway/client/api/outcome/detail?id=7';
  const fresh = () => json({ code: 1, msg: 'SUCCESS', data: { id: 7, from: 'api' } });

  it("answers a guest's GET of exactly the inlined URL once, then asks the API", async () => {
    const ctx = setup(fresh(), { inlined: { [URL]: { id: 7, from: 'page' } } });
    await expect(ctx.api.get('/client/api/outcome/detail', { id: 7 })).resolves.toEqual({
      id: 7,
      from: 'page',
    });
    expect(ctx.fetchMock).not.toHaveBeenCalled();
    await expect(ctx.api.get('/client/api/outcome/detail', { id: 7 })).resolves.toEqual({
      id: 7,
      from: 'api',
    });
    expect(ctx.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the API for another URL, a POST, and any request of a member', async () => {
    const other = setup(fresh(), { inlined: { [URL]: { from: 'page' } } });
    await other.api.get('/client/api/outcome/detail', { id: 8 });
    expect(other.fetchMock).toHaveBeenCalledTimes(1);
    const post = setup(fresh(), { inlined: { [URL]: { from: 'page' } } });
    await post.api.post('/client/api/outcome/detail?id=7');
    expect(post.fetchMock).toHaveBeenCalledTimes(1);
    const member = setup(fresh(), { token: 'm1', inlined: { [URL]: { from: 'page' } } });
    await expect(member.api.get('/client/api/outcome/detail', { id: 7 })).resolves.toEqual({
      id: 7,
      from: 'api',
    });
    expect(headersOf(member.fetchMock.mock.calls[0]?.[1]).Authorization).toBe('m1');
  });
});
