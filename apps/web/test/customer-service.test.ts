import { describe, expect, it, vi } from 'vitest';
import { canReach } from '../src/components/layout/customer-service.ts';

describe('canReach (在线客服 probe)', () => {
  it('accepts a same-origin answer that is ok', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => new Response('ok', { status: 200 }));
    await expect(canReach('/HelpCenter', fetcher)).resolves.toBe(true);
    expect(fetcher.mock.calls[0]?.[1]?.mode).toBe('same-origin');
  });

  it('refuses a same-origin error answer', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => new Response('', { status: 502 }));
    await expect(canReach('/chat', fetcher)).resolves.toBe(false);
  });

  it('probes other origins without CORS and refuses when the network fails', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(canReach('https://chat.example.invalid/room', fetcher)).resolves.toBe(false);
    expect(fetcher.mock.calls[0]?.[1]?.mode).toBe('no-cors');
  });
});
