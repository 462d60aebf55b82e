/**
 * WCAG 2 contrast ratio of two colours (relative luminance, sRGB). Colours are `#rgb`, `#rrggbb`
 * or `rgba(r, g, b, a)`; a translucent foreground is blended over the background first, as the
 * browser paints it.
 */
type Rgba = [number, number, number, number];

function parseColour(colour: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const rgba = /^rgba?\(([^)]+)\)$/i.exec(colour.trim());
  if (rgba?.[1]) {
    const [r = 0, g = 0, b = 0, a = 1] = rgba[1].split(',').map((part) => Number(part.trim()));
    return [r, g, b, a];
  }
  throw new Error(`not a colour: ${colour}`);
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(foreground: string, background: string): number {
  const bg = parseColour(background);
  const [r, g, b, a] = parseColour(foreground);
  const blend = (fg: number, under: number) => fg * a + under * (1 - a);
  const fg: Rgba = [blend(r, bg[0]), blend(g, bg[1]), blend(b, bg[2]), 1];
  const [light, dark] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
