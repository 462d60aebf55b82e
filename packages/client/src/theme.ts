/**
 * Theme tokens of spec §9 (values from @portal/shared): antd's theme and the CSS variables the
 * shell's stylesheets use, so both read the same numbers.
 */
import { FONT_FAMILY, LAYOUT, THEME_COLORS } from '@portal/shared/constants';
import type { ThemeConfig } from 'antd';

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: THEME_COLORS.primary,
    colorLink: THEME_COLORS.primary,
    // antd lightens on hover; darker keeps hovered text and ghost buttons ≥ 4.5:1 (WCAG AA).
    colorPrimaryHover: '#0d47b1',
    colorLinkHover: '#0d47b1',
    colorError: THEME_COLORS.sub,
    colorInfo: THEME_COLORS.primary,
    colorWarning: THEME_COLORS.accentText,
    // antd's lighter greys (45 % and 25 % black) fall below 4.5:1 on white (WCAG AA).
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    fontFamily: FONT_FAMILY,
    borderRadius: 4,
  },
  components: {
    Button: { primaryShadow: 'none' },
  },
};

/** Written once on <html> so the plain CSS files use the same values. */
export function applyCssVariables(root: HTMLElement = document.documentElement): void {
  const vars: Record<string, string> = {
    '--pt-primary': THEME_COLORS.primary,
    '--pt-sub': THEME_COLORS.sub,
    '--pt-accent': THEME_COLORS.accent,
    '--pt-accent-text': THEME_COLORS.accentText,
    '--pt-font': FONT_FAMILY,
    '--pt-content-width': `${LAYOUT.contentWidth}px`,
    '--pt-wrapper-width': `${LAYOUT.wrapperWidth}px`,
    '--pt-title-size': `${LAYOUT.titleSize}px`,
    '--pt-subtitle-size': `${LAYOUT.subtitleSize}px`,
  };
  for (const [key, value] of Object.entries(vars)) root.style.setProperty(key, value);
}
