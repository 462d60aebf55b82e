import { beforeEach, describe, expect, it, vi } from 'vitest';

const URL_21 = '/gateway/client/api/ad/list?positionType=21';

/** A fresh module per test: it reads the page once. */
async function load(json: string | null) {
  document.body.innerHTML =
    json === null ? '' : `<script type="application/json" id="boot-answers">${json}</script>`;
  vi.resetModules();
  return import('@portal/client/boot-answers');
}

describe('takeBootAnswer', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('gives the answer the server inlined for a URL once, with when it was read', async () => {
    const { takeBootAnswer } = await load(
      JSON.stringify({ at: 1000, answers: { [URL_21]: [{ id: 1 }] } }),
    );
    expect(takeBootAnswer(URL_21)).toEqual({ data: [{ id: 1 }], at: 1000 });
    expect(takeBootAnswer(URL_21)).toBeUndefined();
  });

  it('gives an empty answer as an answer', async () => {
    const { takeBootAnswer } = await load(JSON.stringify({ at: 5, answers: { [URL_21]: [] } }));
    expect(takeBootAnswer(URL_21)).toEqual({ data: [], at: 5 });
  });

  it('gives nothing for other URLs, for a page without answers or with broken ones', async () => {
    expect((await load(JSON.stringify({ at: 5, answers: {} }))).takeBootAnswer(URL_21)).toBe(
      undefined,
    );
    expect((await load(null)).takeBootAnswer(URL_21)).toBeUndefined();
    expect((await load('{"at":')).takeBootAnswer(URL_21)).toBeUndefined();
  });

  it('matches the URL the request layer asks for', async () => {
    const { apiUrl } = await import('@portal/client/request');
    expect(apiUrl('/client/api/ad/list', { positionType: 21 })).toBe(URL_21);
  });
});
