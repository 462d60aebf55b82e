/**
 * 长辈模式's antd theme (issue 31): the site theme with text ≥ 18 px, line height ≥ 1.5,
 * controls ≥ 44 px and every text colour ≥ 7:1 on white and on the page background (WCAG AAA;
 * test/elder-theme.test.ts checks the numbers). The plain stylesheets read the same colours
 * through ELDER_CSS_VARIABLES.
 */
import type { ThemeConfig } from 'antd';
import { antdTheme } from './theme.ts';

/** Colours of elder mode; each one is text somewhere, so each clears 7:1. */
export const ELDER_COLORS = {
  text: '#1a1a1a',
  textSecondary: '#333333',
  textMuted: '#404040',
  placeholder: '#4d4d4d',
  primary: '#0b3c8c',
  error: '#8f1d16',
  warning: '#6b4800',
  success: '#0f5a1f',
} as const;

/** The backgrounds text sits on in the three sites (the workspace's page is #f4f7fb). */
export const ELDER_BACKGROUNDS = ['#ffffff', '#f3f6fa', '#f4f7fb'] as const;

export const ELDER_FONT_SIZE = 18;
export const ELDER_LINE_HEIGHT = 1.6;
export const ELDER_TARGET_SIZE = 44;

export const elderTheme: ThemeConfig = {
  ...antdTheme,
  token: {
    ...antdTheme.token,
    fontSize: ELDER_FONT_SIZE,
    fontSizeSM: ELDER_FONT_SIZE,
    fontSizeLG: 20,
    fontSizeXL: 22,
    fontSizeHeading1: 40,
    fontSizeHeading2: 32,
    fontSizeHeading3: 26,
    fontSizeHeading4: 22,
    fontSizeHeading5: 20,
    lineHeight: ELDER_LINE_HEIGHT,
    controlHeight: ELDER_TARGET_SIZE,
    controlHeightSM: ELDER_TARGET_SIZE,
    controlHeightLG: 52,
    colorText: ELDER_COLORS.text,
    colorTextHeading: ELDER_COLORS.text,
    colorTextSecondary: ELDER_COLORS.textSecondary,
    colorTextTertiary: ELDER_COLORS.textMuted,
    colorTextDescription: ELDER_COLORS.textMuted,
    colorTextLabel: ELDER_COLORS.textSecondary,
    colorTextPlaceholder: ELDER_COLORS.placeholder,
    colorPrimary: ELDER_COLORS.primary,
    colorPrimaryHover: ELDER_COLORS.primary,
    colorLink: ELDER_COLORS.primary,
    colorLinkHover: ELDER_COLORS.primary,
    colorInfo: ELDER_COLORS.primary,
    colorError: ELDER_COLORS.error,
    colorWarning: ELDER_COLORS.warning,
    colorSuccess: ELDER_COLORS.success,
  },
  components: {
    ...antdTheme.components,
    Menu: { itemHeight: ELDER_TARGET_SIZE + 8 },
    Tabs: { titleFontSize: 20 },
    Pagination: { itemSize: ELDER_TARGET_SIZE },
  },
};

/** CSS variables of the shell's stylesheets, overridden on html.pt-elder (reading-aids.css). */
export const ELDER_CSS_VARIABLES = {
  '--pt-primary': ELDER_COLORS.primary,
  '--pt-text': ELDER_COLORS.text,
  '--pt-text-2': ELDER_COLORS.textSecondary,
  '--pt-text-3': ELDER_COLORS.textMuted,
  '--pt-sub': ELDER_COLORS.error,
  '--pt-accent-text': ELDER_COLORS.warning,
} as const;
