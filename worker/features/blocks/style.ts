/**
 * @module Rich-content style mapping: a node's `data` → CSS properties for an inline style.
 * Only the spec's style fields are read, each checked against its own grammar; anything else is
 * dropped. Values end up in a `style` attribute, where React does not escape `;` or `(`, so a
 * colour or URL that is not exactly what we expect must never reach it (no `url(javascript:…)`,
 * no `expression(…)`, no smuggled declarations).
 */

export type Css = Record<string, string | number>;
export type Direction = 'horizontal' | 'vertical';

export const ALIGNMENTS = [
  'top-left',
  'top-center',
  'top-right',
  'center-left',
  'center',
  'center-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type Alignment = (typeof ALIGNMENTS)[number];
export const IMAGE_FITS = ['cover', 'contain', 'center', 'repeat', 'stretch'] as const;

const NAMED_COLORS = new Set([
  'transparent',
  'currentcolor',
  'black',
  'white',
  'gray',
  'grey',
  'silver',
  'red',
  'maroon',
  'orange',
  'yellow',
  'gold',
  'olive',
  'lime',
  'green',
  'teal',
  'aqua',
  'cyan',
  'blue',
  'navy',
  'purple',
  'fuchsia',
  'magenta',
  'pink',
  'brown',
  'beige',
  'ivory',
  'indigo',
  'violet',
  'crimson',
  'coral',
  'tomato',
]);
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// rgb()/rgba()/hsl()/hsla() with plain numbers, percentages, degrees, commas, spaces and `/`.
const FUNC = /^(?:rgba?|hsla?)\(\s*[-+]?[\d.]+(?:%|deg)?(?:\s*[,/\s]\s*[-+]?[\d.]+%?){2,3}\s*\)$/i;

/** The colour as given when it is a hex, rgb/hsl or well-known named colour; otherwise null. */
export function safeColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (v.length > 64) return null;
  if (HEX.test(v) || FUNC.test(v) || NAMED_COLORS.has(v.toLowerCase())) return v;
  return null;
}

/**
 * A link or image URL editors may use: https:// (http:// for links) or a site path ("/help").
 * Protocol-relative URLs, other schemes and characters that could break out of `url("…")` fail.
 */
export function safeUrl(value: unknown, kind: 'link' | 'image'): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (!v || v.length > 2048 || /[\s"'()\\<>`]/.test(v)) return null;
  if (v.startsWith('/')) return v.startsWith('//') ? null : v;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return null;
  }
  const schemes = kind === 'image' ? ['https:'] : ['https:', 'http:', 'mailto:'];
  return schemes.includes(url.protocol) ? v : null;
}

/** A finite number clamped to [min, max], or undefined when the value is not a number at all. */
export function num(value: unknown, min: number, max: number): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return Math.min(max, Math.max(min, value));
}

type Sides = { top?: number; right?: number; bottom?: number; left?: number };

/** `{ top, right, bottom, left }` (or one number for all four) → `margin-top`… properties. */
function sides(value: unknown, prop: 'margin' | 'padding', css: Css) {
  const max = 400;
  if (typeof value === 'number') {
    const n = num(value, 0, max);
    if (n !== undefined) for (const s of ['Top', 'Right', 'Bottom', 'Left']) css[`${prop}${s}`] = n;
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, side] of [
    ['top', 'Top'],
    ['right', 'Right'],
    ['bottom', 'Bottom'],
    ['left', 'Left'],
  ] as const) {
    const n = num((value as Sides)[key], 0, max);
    if (n !== undefined) css[`${prop}${side}`] = n;
  }
}

const FLEX_POS = { start: 'flex-start', center: 'center', end: 'flex-end' } as const;
const TEXT_ALIGN = { start: 'left', center: 'center', end: 'right' } as const;

/** Splits one of the nine alignments into its vertical and horizontal parts. */
export function splitAlignment(value: unknown): { vertical: keyof typeof FLEX_POS; horizontal: keyof typeof FLEX_POS } | null {
  if (typeof value !== 'string' || !(ALIGNMENTS as readonly string[]).includes(value)) return null;
  if (value === 'center') return { vertical: 'center', horizontal: 'center' };
  const [v, h] = value.split('-') as [string, string];
  const part = (s: string) => (s === 'top' || s === 'left' ? 'start' : s === 'center' ? 'center' : 'end');
  return { vertical: part(v), horizontal: part(h) };
}

/** Width/height: a number of pixels, `fill` (take the free space) or `hug` (fit the content). */
function size(value: unknown, axis: 'width' | 'height', parent: Direction, css: Css) {
  if (value === 'hug') css[axis] = 'fit-content';
  else if (value === 'fill') {
    const alongParent = (axis === 'width') === (parent === 'horizontal');
    if (alongParent) Object.assign(css, { flexGrow: 1, flexShrink: 1, flexBasis: 0 });
    else css.alignSelf = 'stretch';
  } else {
    const n = num(value, 0, 4000);
    if (n !== undefined) css[axis] = n;
  }
}

const TEXT_SIZES: Record<string, string> = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  medium: '1rem',
  lg: '1.25rem',
  large: '1.25rem',
  xl: '1.875rem',
  '2xl': '2.25rem',
};
const FONT_WEIGHTS = new Set([100, 200, 300, 400, 500, 600, 700, 800, 900]);

/** Relative luminance of a #rgb/#rrggbb colour (WCAG), or null for other notations. */
export function luminance(hex: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * CSS for one node. `parent` is the direction of the enclosing container (the root is vertical),
 * which decides what `fill` means. Text colour is set for a background without one, so a light
 * panel stays readable when the page around it is dark (and the reverse).
 */
export function styleFor(element: string, data: Record<string, unknown>, parent: Direction = 'vertical'): Css {
  const css: Css = {};
  const weight = data.fontWeight;
  if (typeof weight === 'number' && FONT_WEIGHTS.has(weight)) css.fontWeight = weight;
  else if (weight === 'bold' || weight === 'normal') css.fontWeight = weight;
  if (data.fontStyle === 'italic' || data.fontStyle === 'normal') css.fontStyle = data.fontStyle;
  const color = safeColor(data.color);
  if (color) css.color = color;
  sides(data.margins, 'margin', css);
  sides(data.paddings, 'padding', css);
  size(data.width, 'width', parent, css);
  size(data.height, 'height', parent, css);
  for (const key of ['minWidth', 'maxWidth', 'minHeight', 'maxHeight'] as const) {
    const n = num(data[key], 0, 4000);
    if (n !== undefined) css[key] = n;
  }
  const radius = num(data.borderRadius, 0, 999);
  if (radius !== undefined) css.borderRadius = radius;

  const background = safeColor(data.backgroundColor);
  if (background) {
    css.backgroundColor = background;
    const lum = luminance(background);
    if (!color && lum !== null) css.color = lum > 0.4 ? '#0f172a' : '#ffffff';
  }
  const image = safeUrl(data.backgroundImage, 'image');
  if (image) Object.assign(css, { backgroundImage: `url("${image}")` }, imageFit(data.imageFit));

  const align = splitAlignment(data.alignment);
  if (element === 'container') {
    const direction: Direction = data.direction === 'horizontal' ? 'horizontal' : 'vertical';
    Object.assign(css, { display: 'flex', flexDirection: direction === 'horizontal' ? 'row' : 'column' });
    if (direction === 'horizontal') css.flexWrap = 'wrap';
    const gap = num(data.gap, 0, 200);
    if (gap !== undefined) css.gap = gap;
    if (align) {
      const main = direction === 'horizontal' ? align.horizontal : align.vertical;
      const cross = direction === 'horizontal' ? align.vertical : align.horizontal;
      Object.assign(css, { justifyContent: FLEX_POS[main], alignItems: FLEX_POS[cross], textAlign: TEXT_ALIGN[align.horizontal] });
    }
  } else if (element === 'text' || element === 'paragraph') {
    if (align) css.textAlign = TEXT_ALIGN[align.horizontal];
    const fontSize = typeof data.size === 'string' ? TEXT_SIZES[data.size] : undefined;
    if (fontSize) Object.assign(css, { fontSize, lineHeight: 1.25 });
  }
  return css;
}

function imageFit(fit: unknown): Css {
  switch (fit) {
    case 'contain':
      return { backgroundSize: 'contain', backgroundRepeat: 'no-repeat', backgroundPosition: 'center' };
    case 'center':
      return { backgroundSize: 'auto', backgroundRepeat: 'no-repeat', backgroundPosition: 'center' };
    case 'repeat':
      return { backgroundRepeat: 'repeat' };
    case 'stretch':
      return { backgroundSize: '100% 100%', backgroundRepeat: 'no-repeat' };
    default:
      return { backgroundSize: 'cover', backgroundRepeat: 'no-repeat', backgroundPosition: 'center' };
  }
}
