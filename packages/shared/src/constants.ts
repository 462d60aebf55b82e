/** The numbers of spec §9 (and the client-visible ones of DESIGN §5), named. */

export const CAPTCHA_RESEND_SECONDS = 60;
/** The server flags needChangePassword after this many days. */
export const PASSWORD_MAX_AGE_DAYS = 30;
export const PASSWORD_MIN_LENGTH = 4;
export const PASSWORD_MAX_LENGTH = 20;
export const TEXTAREA_MAX = 300;
export const JOIN_REASON_MAX = 30;
/** Default maximum for names and other one-line text (added: the spec sets none). */
export const SHORT_TEXT_MAX = 50;
/** Default maximum for addresses (added). */
export const ADDRESS_MAX = 200;
export const USERNAME_MAX = 30;
export const CERT_NO_MAX = 30;
export const SLIDE_TICKET_MAX = 100;
export const AUTH_MATERIALS_MAX = 10;
/** Largest amount a money field accepts (added). */
export const MONEY_MAX = 1e12;

export const SLIDE_PUZZLE = {
  width: 460,
  height: 180,
  pieceSize: 42,
  radius: 10,
  backgrounds: 5,
} as const;

/** The slide puzzle's drag trace, as the client records it and the server accepts it. */
export const SLIDE_TRACE = {
  /** At most one point per this many ms… */
  sampleMs: 16,
  /** …and at most this many points. */
  maxPoints: 200,
} as const;

export const CONTROL_BAR_AUTO_HIDE_MS = 5000;
export const CONTROL_BAR_LEAVE_HIDE_MS = 200;
export const CHUNK_TIMEOUT_MS = 120_000;
export const VISITOR_COUNTER = { durationMs: 3000, delayMs: 500 } as const;
export const STAT_COUNT_UP_MS = 3000;
export const FLOAT_AD_STEP_MS = 25;
export const QUICK_NAV_SHRINK_MS = 3000;
export const FRIEND_LINKS = { perSlide: 15, autoplayMs: 6000 } as const;
export const ACTIVITY_HOME = { categories: 4, perSlide: 2, dateLength: 10 } as const;
/** exchangeCompleteCount is divided by this and shown as 万元. */
export const VOUCHER_AMOUNT_DIVISOR = 10_000;
export const FINANCE_HOME_CATEGORIES = 4;

/** Service market grid: 2 columns up to 6 items, 3 for 7–9, 4 above 9. */
export const SERVICE_MARKET_COLUMNS = (count: number): 2 | 3 | 4 =>
  count <= 6 ? 2 : count <= 9 ? 3 : 4;

export const SCROLL_BOARD = { step: 0.2, waitMs: 1000, rows: 6 } as const;
export const LIST_SIZES = { policies: 12, notices: 8, organisations: 12 } as const;
export const COUNT_CAP = 999;
export const DIALOG_WIDTH = 776;
export const SIGN_UP_DIALOG_WIDTH = 511;

export const LAYOUT = {
  contentWidth: 1232,
  wrapperWidth: 1240,
  titleSize: 28,
  subtitleSize: 14,
} as const;

/**
 * Colours of spec §9. Text in these colours keeps ≥ 4.5:1 on white and on the page background
 * (WCAG AA); the yellow accent is a fill behind dark text, and yellow text uses `accentText`.
 */
export const THEME_COLORS = {
  primary: '#1659c7',
  sub: '#b3261e',
  accent: '#f5b400',
  accentText: '#8a5d00',
} as const;

export const FONT_FAMILY =
  "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', sans-serif";

export const PAGE_SIZE = { default: 10, max: 100 } as const;

// Security numbers of DESIGN §5 that the client may show.
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MINUTES = 5;
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_DAILY_LIMIT = 10;
export const LOGIN_LOCK_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
export const SLIDE_TICKET_TTL_SECONDS = 120;
