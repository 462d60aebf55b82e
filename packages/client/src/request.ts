/**
 * The one place that talks to the API (DESIGN §6): it wraps fetch, sends the token, unwraps the
 * envelope `{code, msg, data}` and carries out every line of the error catalogue (spec §8).
 * No component interprets codes; components only `catch` to log (spec §8, account flows).
 * The UI side effects go through `RequestUi` so that each branch can be tested.
 */
import { ApiCode, type Envelope } from '@portal/shared/api/index';
import { Messages } from '@portal/shared/validation/messages';
import { clearSession, getToken } from './auth-storage.ts';
import { takeBootAnswer } from './boot-answers.ts';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/gateway';

/** Error messages stay on screen this long (spec §8). */
export const ERROR_SECONDS = 5;

export interface RequestUi {
  error(content: string, seconds: number): void;
  /** 50008/50012/50014: resolves true when the user chooses 重新登录. */
  confirmRelogin(): Promise<boolean>;
  reload(): void;
  goToLogin(): void;
  /** 403 with the forced-change reason: the server allows nothing else until it is done. */
  forcePasswordChange(): void;
  /** NOT_CERTIFIED: the server's message with a way to /Auth (the portal; the console has none). */
  notCertified?(content: string, seconds: number): void;
}

/** The server's refusals while a password must be changed (plugins/auth.ts). */
const PASSWORD_CHANGE_REASONS: readonly string[] = [
  Messages.passwordExpired,
  Messages.passwordResetByAdmin,
];

export type ApiErrorKind = 'envelope' | 'silent' | 'relogin' | 'unauthorized' | 'http' | 'network';

/** Every failed call rejects with this; `kind` tells which line of spec §8 handled it. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly code?: number,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Query;
  /** Plain objects travel as JSON; FormData (uploads) as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

export interface RequestDeps {
  fetch: typeof fetch;
  ui: RequestUi;
  getToken: () => string | null;
  clearSession: () => void;
  base: string;
  /**
   * The answer the page was sent with for a GET of this URL (boot-answers.ts), taken once.
   * Asked only for guests: the server inlines a guest's answer, and a member's may differ.
   */
  takeInlined?: (url: string) => { data: unknown } | undefined;
}

function buildUrl(base: string, path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

/** The URL a GET of `path` with `query` asks for (the key of an inlined answer, boot-answers.ts). */
export function apiUrl(path: string, query?: Query): string {
  return buildUrl(API_BASE, path, query);
}

async function readMessage(response: Response): Promise<string> {
  try {
    const text = await response.text();
    try {
      const json = JSON.parse(text) as Partial<Envelope>;
      if (typeof json.msg === 'string' && json.msg) return json.msg;
      if (typeof (json as { message?: unknown }).message === 'string') {
        return (json as { message: string }).message;
      }
    } catch {
      if (text && text.length < 200) return text;
    }
  } catch {
    // Body unreadable: fall through to the status text.
  }
  return response.statusText || `HTTP ${response.status}`;
}

export function createRequest(deps: RequestDeps) {
  async function handleEnvelope<T>(envelope: Envelope<T>): Promise<Envelope<T>> {
    const { code, msg } = envelope;
    if (code === ApiCode.SUCCESS) return envelope;
    if (code === ApiCode.NOT_LOGGED_IN) {
      deps.ui.error(Messages.loginRequired, ERROR_SECONDS);
      deps.clearSession();
      deps.ui.reload();
      throw new ApiError(Messages.loginRequired, 'envelope', code);
    }
    if (code === ApiCode.SILENT) {
      throw new ApiError(msg || Messages.errorFallback, 'silent', code);
    }
    if (code === ApiCode.FORBIDDEN && PASSWORD_CHANGE_REASONS.includes(msg)) {
      deps.ui.forcePasswordChange();
      throw new ApiError(msg, 'envelope', code);
    }
    if (ApiCode.RELOGIN_CODES.includes(code)) {
      const relogin = await deps.ui.confirmRelogin();
      if (relogin) {
        deps.clearSession();
        deps.ui.reload();
      }
      throw new ApiError(msg || Messages.errorFallback, 'relogin', code);
    }
    const text = msg || Messages.errorFallback;
    if (code === ApiCode.NOT_CERTIFIED && deps.ui.notCertified) {
      deps.ui.notCertified(text, ERROR_SECONDS);
    } else deps.ui.error(text, ERROR_SECONDS);
    throw new ApiError(text, 'envelope', code);
  }

  /** The whole successful envelope: for the few calls whose success is told by `msg` (spec §7). */
  async function requestEnvelope<T>(
    path: string,
    options: RequestOptions = {},
  ): Promise<Envelope<T>> {
    const { method = options.body === undefined ? 'GET' : 'POST', query, body, signal } = options;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = deps.getToken();
    if (token) headers.Authorization = token;
    const url = buildUrl(deps.base, path, query);
    const inlined = method === 'GET' && !token ? deps.takeInlined?.(url) : undefined;
    if (inlined) return { code: ApiCode.SUCCESS, msg: '操作成功', data: inlined.data as T };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    } else if (method === 'POST') {
      headers['Content-Type'] = 'application/json';
      payload = '{}';
    }

    let response: Response;
    try {
      // No timeout (spec §9: request timeout none).
      response = await deps.fetch(url, {
        method,
        headers,
        body: payload,
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      const text = error instanceof Error ? error.message : String(error);
      deps.ui.error(text, ERROR_SECONDS);
      throw new ApiError(text, 'network');
    }

    if (response.status === 401) {
      const text = await readMessage(response);
      deps.ui.error(text, ERROR_SECONDS);
      deps.clearSession();
      deps.ui.goToLogin();
      throw new ApiError(text, 'unauthorized', undefined, 401);
    }
    if (!response.ok) {
      const text = await readMessage(response);
      deps.ui.error(text, ERROR_SECONDS);
      throw new ApiError(text, 'http', undefined, response.status);
    }

    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      deps.ui.error(Messages.errorFallback, ERROR_SECONDS);
      throw new ApiError(Messages.errorFallback, 'http', undefined, response.status);
    }
    return handleEnvelope(envelope);
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return (await requestEnvelope<T>(path, options)).data;
  }

  /**
   * A file behind the login (a member's private upload): the bytes, or the usual error handling
   * when the server answers with an envelope instead (-401, 404 文件不存在…).
   */
  async function requestBlob(path: string): Promise<Blob> {
    const headers: Record<string, string> = {};
    const token = deps.getToken();
    if (token) headers.Authorization = token;
    let response: Response;
    try {
      response = await deps.fetch(buildUrl(deps.base, path), { headers });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      deps.ui.error(text, ERROR_SECONDS);
      throw new ApiError(text, 'network');
    }
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      await handleEnvelope((await response.json()) as Envelope<unknown>);
      throw new ApiError(Messages.errorFallback, 'http', undefined, response.status);
    }
    if (!response.ok) {
      const text = await readMessage(response);
      deps.ui.error(text, ERROR_SECONDS);
      throw new ApiError(text, 'http', undefined, response.status);
    }
    return response.blob();
  }

  return {
    request,
    requestEnvelope,
    requestBlob,
    get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
      request<T>(path, { method: 'GET', query, signal }),
    post: <T>(path: string, body?: unknown, signal?: AbortSignal) =>
      request<T>(path, { method: 'POST', body: body ?? {}, signal }),
    /** POST that resolves with `{code, msg, data}` on success; failures go through spec §8. */
    postEnvelope: <T>(path: string, body?: unknown, signal?: AbortSignal) =>
      requestEnvelope<T>(path, { method: 'POST', body: body ?? {}, signal }),
  };
}

export type Api = ReturnType<typeof createRequest>;

/** The UI adapter is installed by the app providers (antd message/modal + router). */
let ui: RequestUi = {
  error: (content) => console.error(content),
  confirmRelogin: async () => false,
  reload: () => window.location.reload(),
  goToLogin: () => window.location.assign('/login'),
  forcePasswordChange: () => {},
};

export function setRequestUi(next: RequestUi): void {
  ui = next;
}

export const api: Api = createRequest({
  fetch: (...args) => globalThis.fetch(...args),
  ui: {
    error: (content, seconds) => ui.error(content, seconds),
    confirmRelogin: () => ui.confirmRelogin(),
    reload: () => ui.reload(),
    goToLogin: () => ui.goToLogin(),
    forcePasswordChange: () => ui.forcePasswordChange(),
    notCertified: (content, seconds) =>
      ui.notCertified ? ui.notCertified(content, seconds) : ui.error(content, seconds),
  },
  getToken,
  clearSession,
  base: API_BASE,
  takeInlined: takeBootAnswer,
});
