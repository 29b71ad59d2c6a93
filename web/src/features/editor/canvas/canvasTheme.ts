// The canvas's colours, read from the app's design tokens so the canvas follows the theme.
import type { SocketType } from '@atelier/graph';

export interface CanvasTheme {
  background: number;
  grid: number;
  node: number;
  nodeHeader: number;
  nodeBorder: number;
  text: number;
  textMuted: number;
  accent: number;
  danger: number;
  warning: number;
  group: number;
  preview: number;
  checker: number;
  minimap: number;
  /** Behind a node's comment: the node's surface warmed towards the warning colour, like a note. */
  comment: number;
  dark: boolean;
}

/**
 * A colour token's value as 0xrrggbb: #rgb, #rgba, #rrggbb, #rrggbbaa (alpha ignored) or
 * rgb()/rgba(). The production build's CSS minifier shortens #ffffff to #fff, so the short
 * forms matter as much as the long ones.
 */
export function parseColour(value: string, fallback: number): number {
  const text = value.trim();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text);
  if (hex) {
    const digits = hex[1]!;
    const full =
      digits.length <= 4
        ? digits
            .slice(0, 3)
            .split('')
            .map((digit) => digit + digit)
            .join('')
        : digits.slice(0, 6);
    return parseInt(full, 16);
  }
  const rgb = /^rgba?\((\d+)[ ,]+(\d+)[ ,]+(\d+)/i.exec(text);
  if (rgb) return (Number(rgb[1]) << 16) | (Number(rgb[2]) << 8) | Number(rgb[3]);
  return fallback;
}

/** Mixes two colours: `amount` 0 gives `a`, 1 gives `b`. */
export function mixColours(a: number, b: number, amount: number): number {
  const channel = (shift: number) => {
    const from = (a >> shift) & 255;
    const to = (b >> shift) & 255;
    return Math.round(from + (to - from) * amount) << shift;
  };
  return channel(16) | channel(8) | channel(0);
}

export function readCanvasTheme(element: HTMLElement = document.documentElement): CanvasTheme {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: number) => parseColour(style.getPropertyValue(name), fallback);
  const dark = element.dataset.theme !== 'light';
  const background = token('--color-background', 0x0f1014);
  const surface = token('--color-surface-raised', 0x1c1e26);
  const text = token('--color-text', 0xe8e9f0);
  const warning = token('--color-warning', 0xf5b14c);
  return {
    background,
    grid: mixColours(background, text, dark ? 0.09 : 0.12),
    node: surface,
    nodeHeader: mixColours(surface, text, dark ? 0.05 : 0.035),
    nodeBorder: token('--color-border-strong', 0x3b3f4f),
    text,
    textMuted: token('--color-text-muted', 0xa0a3b5),
    accent: token('--color-accent', 0x7b6cf6),
    danger: token('--color-danger', 0xf0607a),
    warning,
    group: token('--color-accent', 0x7b6cf6),
    preview: mixColours(background, text, 0.04),
    checker: mixColours(background, text, 0.1),
    minimap: token('--color-surface', 0x16171d),
    comment: mixColours(surface, warning, dark ? 0.16 : 0.22),
    dark,
  };
}

/** One colour per socket type, so a wire shows what it carries. */
export const socketColours: Record<SocketType, number> = {
  image: 0x4fd1c5,
  vector: 0xf5b14c,
  scene: 0xe879f9,
  text: 0xa3e635,
  number: 0x94a3b8,
  colour: 0xf472b6,
  palette: 0xfb7185,
  gradient: 0xc084fc,
  stitchPlan: 0x60a5fa,
  knitChart: 0x38bdf8,
  cutJob: 0xfacc15,
  document: 0xfdba74,
};
