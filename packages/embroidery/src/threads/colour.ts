// Colour difference for matching thread colours: sRGB to CIELAB under D65, and CIEDE2000.

import type { ThreadColour } from '../plan/plan';

export interface Lab {
  lightness: number;
  a: number;
  b: number;
}

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/**
 * sRGB (IEC 61966-2-1) to CIELAB (CIE 15:2004) with the D65 white point, the same white as sRGB,
 * so no chromatic adaptation is needed.
 */
export function srgbToLab(colour: ThreadColour): Lab {
  const red = linear(colour.red);
  const green = linear(colour.green);
  const blue = linear(colour.blue);
  const x = (0.4124564 * red + 0.3575761 * green + 0.1804375 * blue) / 0.95047;
  const y = 0.2126729 * red + 0.7151522 * green + 0.072175 * blue;
  const z = (0.0193339 * red + 0.119192 * green + 0.9503041 * blue) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return { lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

const degrees = 180 / Math.PI;

/**
 * CIEDE2000 colour difference, as given by G. Sharma, W. Wu and E. N. Dalal, "The CIEDE2000
 * color-difference formula: implementation notes, supplementary test data, and mathematical
 * observations", Color Research & Application 30 (2005), with kL = kC = kH = 1.
 */
export function deltaE2000(first: Lab, second: Lab): number {
  const { lightness: l1, a: a1, b: b1 } = first;
  const { lightness: l2, a: a2, b: b2 } = second;
  const c1 = Math.hypot(a1, b1);
  const c2 = Math.hypot(a2, b2);
  const meanC7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(meanC7 / (meanC7 + 25 ** 7)));
  const a1p = (1 + g) * a1;
  const a2p = (1 + g) * a2;
  const c1p = Math.hypot(a1p, b1);
  const c2p = Math.hypot(a2p, b2);
  const hue = (b: number, a: number) => {
    if (a === 0 && b === 0) return 0;
    const angle = Math.atan2(b, a) * degrees;
    return angle < 0 ? angle + 360 : angle;
  };
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);

  const deltaL = l2 - l1;
  const deltaC = c2p - c1p;
  let deltaH = 0;
  if (c1p * c2p !== 0) {
    deltaH = h2p - h1p;
    if (deltaH > 180) deltaH -= 360;
    else if (deltaH < -180) deltaH += 360;
  }
  const deltaBigH = 2 * Math.sqrt(c1p * c2p) * Math.sin(deltaH / 2 / degrees);

  const meanL = (l1 + l2) / 2;
  const meanC = (c1p + c2p) / 2;
  let meanH = h1p + h2p;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) meanH = (h1p + h2p) / 2;
    else meanH = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((meanH - 30) / degrees) +
    0.24 * Math.cos((2 * meanH) / degrees) +
    0.32 * Math.cos((3 * meanH + 6) / degrees) -
    0.2 * Math.cos((4 * meanH - 63) / degrees);
  const deltaTheta = 30 * Math.exp(-(((meanH - 275) / 25) ** 2));
  const meanC7p = meanC ** 7;
  const rc = 2 * Math.sqrt(meanC7p / (meanC7p + 25 ** 7));
  const sl = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sc = 1 + 0.045 * meanC;
  const sh = 1 + 0.015 * meanC * t;
  const rt = -Math.sin((2 * deltaTheta) / degrees) * rc;
  return Math.sqrt(
    (deltaL / sl) ** 2 + (deltaC / sc) ** 2 + (deltaBigH / sh) ** 2 + rt * (deltaC / sc) * (deltaBigH / sh),
  );
}

/** CIEDE2000 difference of two sRGB colours. */
export function colourDifference(first: ThreadColour, second: ThreadColour): number {
  return deltaE2000(srgbToLab(first), srgbToLab(second));
}
