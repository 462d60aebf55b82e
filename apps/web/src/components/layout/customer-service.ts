import { Messages } from '@portal/shared/validation/messages';
import { message } from 'antd';

const PROBE_TIMEOUT_MS = 8000;
const POPUP_FEATURES = 'width=420,height=640,menubar=no,toolbar=no,location=no,status=no';

/** Whether the chat address answers at all; cross-origin answers are opaque but still count. */
export async function canReach(url: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return false;
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    const sameOrigin = target.origin === window.location.origin;
    const response = await fetcher(target.href, {
      mode: sameOrigin ? 'same-origin' : 'no-cors',
      signal: controller.signal,
    });
    return response.type === 'opaque' || response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * 在线客服: opens the configured chat in a popup window, or says 客服窗口加载失败,请稍后重试
 * (spec §8) when there is none, the browser blocks the popup, or the address does not answer.
 * The window is opened during the click (so it is not blocked) and pointed at the chat once
 * the address has answered.
 */
export function openCustomerService(url: string | null | undefined): void {
  const fail = () => void message.error(Messages.customerServiceFailed);
  if (!url) {
    fail();
    return;
  }
  const popup = window.open('about:blank', 'portal-customer-service', POPUP_FEATURES);
  if (!popup) {
    fail();
    return;
  }
  popup.opener = null;
  void canReach(url).then((ok) => {
    if (ok) {
      popup.location.href = new URL(url, window.location.href).href;
    } else {
      popup.close();
      fail();
    }
  });
}
