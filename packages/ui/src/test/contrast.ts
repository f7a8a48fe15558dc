/**
 * Colour contrast as the browser paints it, for stories that check a state is visible (WCAG 2.x formulas).
 * Reads computed styles, so it runs in a real browser (the storybook project), not in jsdom.
 */

/** An sRGB colour, channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const transparent: Rgba = { r: 0, g: 0, b: 0, a: 0 };

/** Parses a computed colour: `rgb(…)`, `rgba(…)` or `color(srgb …)`. */
export function parseColor(css: string): Rgba {
  const value = css.trim();
  if (value === 'transparent') return transparent;
  const rgb = /^rgba?\(([^)]+)\)$/.exec(value);
  if (rgb) {
    const [r = 0, g = 0, b = 0, a = 1] = rgb[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { r, g, b, a };
  }
  const srgb = /^color\(srgb ([^)]+)\)$/.exec(value);
  if (srgb) {
    const [r = 0, g = 0, b = 0, a = 1] = srgb[1]!
      .split(/[\s/]+/)
      .filter(Boolean)
      .map(Number);
    return { r: r * 255, g: g * 255, b: b * 255, a };
  }
  throw new Error(`Unparsed colour: ${css}`);
}

/** `top` painted over `bottom` (source-over). */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return transparent;
  const mix = (t: number, b: number) => (t * top.a + b * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

/** `colour` with its alpha multiplied by `opacity` (an element's `opacity`). */
export const faded = (colour: Rgba, opacity: number): Rgba => ({ ...colour, a: colour.a * opacity });

function luminance({ r, g, b }: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two opaque colours (1–21). */
export function contrastRatio(one: Rgba, two: Rgba): number {
  const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The opaque colour behind an element: its ancestors' backgrounds painted over white. */
export function backdropOf(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    layers.push(parseColor(getComputedStyle(node).backgroundColor));
  }
  return layers.reduceRight((below, layer) => over(layer, below), { r: 255, g: 255, b: 255, a: 1 });
}

/** What an element paints: its text, its fill and its border (each opaque, with the element's opacity applied). */
export interface Painted {
  /** The colour around the element. */
  backdrop: Rgba;
  fill: Rgba;
  text: Rgba;
  /** The border's colour, or the fill when it has no border. */
  border: Rgba;
  cursor: string;
}

export function paintedColours(element: Element): Painted {
  const style = getComputedStyle(element);
  const opacity = Number(style.opacity);
  const backdrop = backdropOf(element);
  const ownFill = over(parseColor(style.backgroundColor), backdrop);
  const fill = over(faded(ownFill, opacity), backdrop);
  const text = over(faded(over(parseColor(style.color), ownFill), opacity), backdrop);
  const hasBorder = parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none';
  const border = hasBorder
    ? over(faded(over(parseColor(style.borderTopColor), ownFill), opacity), backdrop)
    : fill;
  return { backdrop, fill, text, border, cursor: style.cursor };
}

/**
 * How well an element's edge stands out from what is around it: the stronger of its border and its fill against
 * the backdrop (WCAG 1.4.11 asks 3:1 of a control's boundary).
 */
export function boundaryContrast(painted: Painted): number {
  return Math.max(
    contrastRatio(painted.border, painted.backdrop),
    contrastRatio(painted.fill, painted.backdrop),
  );
}
