import { describe, expect, it } from 'vitest';
import * as C from '../src/constants.ts';

describe('constants of spec §9', () => {
  it('timings and limits', () => {
    expect(C.CAPTCHA_RESEND_SECONDS).toBe(60);
    expect(C.PASSWORD_MAX_AGE_DAYS).toBe(30);
    expect([C.PASSWORD_MIN_LENGTH, C.PASSWORD_MAX_LENGTH]).toEqual([4, 20]);
    expect(C.TEXTAREA_MAX).toBe(300);
    expect(C.JOIN_REASON_MAX).toBe(30);
    expect(C.SLIDE_PUZZLE).toEqual({
      width: 460,
      height: 180,
      pieceSize: 42,
      radius: 10,
      backgrounds: 5,
    });
    expect(C.CONTROL_BAR_AUTO_HIDE_MS).toBe(5000);
    expect(C.CONTROL_BAR_LEAVE_HIDE_MS).toBe(200);
    expect(C.CHUNK_TIMEOUT_MS).toBe(120000);
    expect(C.VISITOR_COUNTER).toEqual({ durationMs: 3000, delayMs: 500 });
    expect(C.STAT_COUNT_UP_MS).toBe(3000);
    expect(C.FLOAT_AD_STEP_MS).toBe(25);
    expect(C.QUICK_NAV_SHRINK_MS).toBe(3000);
    expect(C.FRIEND_LINKS).toEqual({ perSlide: 15, autoplayMs: 6000 });
    expect(C.ACTIVITY_HOME).toEqual({ categories: 4, perSlide: 2, dateLength: 10 });
    expect(C.VOUCHER_AMOUNT_DIVISOR).toBe(10000);
    expect(C.SCROLL_BOARD).toEqual({ step: 0.2, waitMs: 1000, rows: 6 });
    expect(C.LIST_SIZES).toEqual({ policies: 12, notices: 8, organisations: 12 });
    expect(C.COUNT_CAP).toBe(999);
    expect(C.DIALOG_WIDTH).toBe(776);
    expect(C.SIGN_UP_DIALOG_WIDTH).toBe(511);
    expect(C.PAGE_SIZE).toEqual({ default: 10, max: 100 });
  });

  it('layout and style', () => {
    expect(C.LAYOUT).toEqual({
      contentWidth: 1232,
      wrapperWidth: 1240,
      titleSize: 28,
      subtitleSize: 14,
    });
    expect(C.FONT_FAMILY.startsWith("'PingFang SC'")).toBe(true);
    expect(Object.keys(C.THEME_COLORS)).toEqual(['primary', 'sub', 'accent', 'accentText']);
    for (const colour of Object.values(C.THEME_COLORS)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('text colours keep 4.5:1 on white (WCAG AA); the yellow accent is a fill only', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const onWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);
    for (const key of ['primary', 'sub', 'accentText'] as const) {
      expect(onWhite(C.THEME_COLORS[key]), key).toBeGreaterThanOrEqual(4.5);
    }
    expect(onWhite(C.THEME_COLORS.accent)).toBeLessThan(4.5);
  });

  it.each([
    [0, 2],
    [6, 2],
    [7, 3],
    [9, 3],
    [10, 4],
    [20, 4],
  ])('service market: %i items → %i columns', (count, columns) => {
    expect(C.SERVICE_MARKET_COLUMNS(count)).toBe(columns);
  });

  it('security numbers of DESIGN §5', () => {
    expect(C.SMS_CODE_TTL_MINUTES).toBe(5);
    expect(C.SMS_DAILY_LIMIT).toBe(10);
    expect(C.LOGIN_LOCK_FAILURES).toBe(5);
    expect(C.LOGIN_LOCK_MINUTES).toBe(15);
    expect(C.SESSION_IDLE_MINUTES).toBe(30);
    expect(C.SESSION_ABSOLUTE_HOURS).toBe(12);
    expect(C.SLIDE_TICKET_TTL_SECONDS).toBe(120);
  });
});
