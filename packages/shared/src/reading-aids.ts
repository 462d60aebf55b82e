/**
 * 长辈模式 and the reading aids (issue 31; MIIT 2021 适老化通用设计规范, GB/T 37668-2019): what a
 * browser remembers and the classes the three sites' stylesheets key on. The boot script runs in
 * <head> before the first paint (apps/web and apps/merchant index.html, injected by
 * packages/client/vite-reading-aids.ts); the server allows exactly this text by its hash in the
 * CSP (apps/server/src/plugins/security-headers.ts), so it stays one constant.
 */

/** localStorage key of the reading preferences, one JSON object per browser. */
export const READING_AIDS_KEY = 'pt-reading-aids';

export interface ReadingAids {
  /** 长辈模式: larger text and targets, stronger contrast, nothing moving by itself. */
  elder: boolean;
  /** 页面缩放, one of PAGE_ZOOM_STEPS. */
  zoom: number;
  /** 高对比度 colour scheme. */
  contrast: boolean;
  /** 大鼠标. */
  bigCursor: boolean;
  /** 阅读线 under the pointer. */
  guide: boolean;
  /** 朗读: speaks the focused or selected text (where the browser can speak). */
  speech: boolean;
  /** The 无障碍 toolbar stays open from page to page until closed. */
  toolbar: boolean;
}

export const DEFAULT_READING_AIDS: ReadingAids = {
  elder: false,
  zoom: 1,
  contrast: false,
  bigCursor: false,
  guide: false,
  speech: false,
  toolbar: false,
};

/** The zoom steps of the toolbar: beyond 150 % the browser's own zoom (which reflows) serves better. */
export const PAGE_ZOOM_STEPS = [1, 1.1, 1.25, 1.5] as const;

/** Classes on <html>; the stylesheets key on them (packages/client/src/accessibility/*.css). */
export const READING_CLASSES = {
  elder: 'pt-elder',
  contrast: 'pt-contrast',
  bigCursor: 'pt-big-cursor',
} as const;

/** The CSS variable holding the page zoom (body { zoom: var(--pt-zoom) }). */
export const ZOOM_VARIABLE = '--pt-zoom';

/** Reads whatever is stored, keeping only known fields with the right types and values. */
export function parseReadingAids(raw: string | null): ReadingAids {
  let stored: Record<string, unknown> = {};
  try {
    const value = raw ? JSON.parse(raw) : {};
    if (value && typeof value === 'object') stored = value as Record<string, unknown>;
  } catch {
    // a hand-edited or foreign value: start from the defaults
  }
  const flag = (name: Exclude<keyof ReadingAids, 'zoom'>) => stored[name] === true;
  const zoom = PAGE_ZOOM_STEPS.find((step) => step === stored.zoom) ?? 1;
  return {
    elder: flag('elder'),
    zoom,
    contrast: flag('contrast'),
    bigCursor: flag('bigCursor'),
    guide: flag('guide'),
    speech: flag('speech'),
    toolbar: flag('toolbar'),
  };
}

/**
 * The inline <head> script: sets the classes and the zoom from storage before the first paint,
 * so the server-painted first screen and the app's first render already look as chosen.
 * Plain ES5 and no quotes that HTML would need escaped.
 */
export const READING_AIDS_BOOT_SCRIPT = `(function(){try{var s=JSON.parse(localStorage.getItem('${READING_AIDS_KEY}')||'{}')||{},h=document.documentElement,c=${JSON.stringify(READING_CLASSES)};for(var k in c)if(s[k]===true)h.classList.add(c[k]);if(${JSON.stringify(PAGE_ZOOM_STEPS)}.indexOf(s.zoom)>0)h.style.setProperty('${ZOOM_VARIABLE}',String(s.zoom))}catch(e){}})();`;
