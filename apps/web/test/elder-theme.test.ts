import {
  ELDER_BACKGROUNDS,
  ELDER_COLORS,
  ELDER_CSS_VARIABLES,
  ELDER_FONT_SIZE,
  ELDER_TARGET_SIZE,
  elderTheme,
} from '@portal/client/elder-theme';
import { updateReadingAids } from '@portal/client/reading-aids';
import { antdTheme } from '@portal/client/theme';
import { contrastRatio } from '@portal/shared/contrast';
import {
  parseReadingAids,
  READING_AIDS_BOOT_SCRIPT,
  READING_AIDS_KEY,
} from '@portal/shared/reading-aids';
import { describe, expect, it } from 'vitest';

describe('长辈模式 theme (issue 31)', () => {
  const token = elderTheme.token ?? {};

  it('keeps every text colour at 7:1 or more on each background the sites use', () => {
    for (const [name, colour] of Object.entries(ELDER_COLORS)) {
      for (const background of ELDER_BACKGROUNDS) {
        expect(
          contrastRatio(colour, background),
          `${name} on ${background}`,
        ).toBeGreaterThanOrEqual(7);
      }
    }
    // The primary colour is also a button's background under white text.
    expect(contrastRatio('#ffffff', ELDER_COLORS.primary)).toBeGreaterThanOrEqual(7);
  });

  it('gives the stylesheets only those colours: every elder variable clears 7:1', () => {
    // --pt-text-2 is the workspace login's paragraph, --pt-text-3 the muted lines, and so on.
    const elderColours = new Set<string>(Object.values(ELDER_COLORS));
    for (const [name, colour] of Object.entries(ELDER_CSS_VARIABLES)) {
      expect(elderColours.has(colour), `${name} is an elder colour`).toBe(true);
      for (const background of ELDER_BACKGROUNDS) {
        expect(
          contrastRatio(colour, background),
          `${name} on ${background}`,
        ).toBeGreaterThanOrEqual(7);
      }
    }
    expect(ELDER_CSS_VARIABLES['--pt-text-2']).toBe(ELDER_COLORS.textSecondary);
  });

  it('gives antd only those colours for text, links and states', () => {
    const textTokens = [
      'colorText',
      'colorTextHeading',
      'colorTextSecondary',
      'colorTextTertiary',
      'colorTextDescription',
      'colorTextPlaceholder',
      'colorPrimary',
      'colorLink',
      'colorError',
      'colorWarning',
      'colorSuccess',
    ] as const;
    for (const name of textTokens) {
      const colour = token[name];
      expect(colour, name).toBeTypeOf('string');
      expect(contrastRatio(colour as string, '#ffffff'), name).toBeGreaterThanOrEqual(7);
    }
  });

  it('sets text ≥ 18 px, line height ≥ 1.5 and controls ≥ 44 px, larger than the site theme', () => {
    expect(token.fontSize).toBeGreaterThanOrEqual(18);
    expect(token.fontSizeSM).toBeGreaterThanOrEqual(ELDER_FONT_SIZE);
    expect(token.lineHeight).toBeGreaterThanOrEqual(1.5);
    for (const name of ['controlHeight', 'controlHeightSM', 'controlHeightLG'] as const) {
      expect(token[name], name).toBeGreaterThanOrEqual(ELDER_TARGET_SIZE);
    }
    expect(token.fontSizeHeading3 ?? 0).toBeGreaterThan(token.fontSize ?? 0);
    expect(token.fontFamily).toBe(antdTheme.token?.fontFamily);
  });

  it('reads the contrast of a translucent colour over its background', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeLessThan(4.5);
  });
});

describe('stored reading aids', () => {
  it('keeps known fields with valid values and drops the rest', () => {
    expect(parseReadingAids('{"elder":true,"zoom":1.25,"contrast":"yes","x":1}')).toEqual({
      elder: true,
      zoom: 1.25,
      contrast: false,
      bigCursor: false,
      guide: false,
      speech: false,
      toolbar: false,
    });
    expect(parseReadingAids('{"zoom":9}').zoom).toBe(1);
    expect(parseReadingAids('not json').elder).toBe(false);
  });

  it('switching 长辈模式 off gives the stylesheets their own colours back', () => {
    const root = document.documentElement;
    updateReadingAids({ elder: true });
    expect(root.style.getPropertyValue('--pt-text-2')).toBe(ELDER_COLORS.textSecondary);
    updateReadingAids({ elder: false });
    expect(root.classList.contains('pt-elder')).toBe(false);
    for (const name of ['--pt-text', '--pt-text-2', '--pt-text-3']) {
      expect(root.style.getPropertyValue(name), name).toBe('');
    }
    expect(root.style.getPropertyValue('--pt-primary')).not.toBe(ELDER_COLORS.primary);
    localStorage.removeItem(READING_AIDS_KEY);
    root.removeAttribute('style');
  });

  it('the boot script sets the classes and zoom from storage, and survives bad storage', () => {
    const root = document.documentElement;
    localStorage.setItem(READING_AIDS_KEY, JSON.stringify({ elder: true, zoom: 1.5, guide: true }));
    new Function(READING_AIDS_BOOT_SCRIPT)();
    expect(root.classList.contains('pt-elder')).toBe(true);
    expect(root.classList.contains('pt-contrast')).toBe(false);
    expect(root.style.getPropertyValue('--pt-zoom')).toBe('1.5');
    root.className = '';
    localStorage.setItem(READING_AIDS_KEY, '{broken');
    expect(() => new Function(READING_AIDS_BOOT_SCRIPT)()).not.toThrow();
    expect(root.classList.length).toBe(0);
    localStorage.removeItem(READING_AIDS_KEY);
    root.removeAttribute('style');
  });
});
