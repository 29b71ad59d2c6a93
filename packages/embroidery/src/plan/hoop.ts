// Does a design fit the hoop it will be sewn in?
import { EmbroideryError, requireNumber } from '../errors';
import { planStatistics } from './statistics';
import type { StitchPlan } from './plan';

export interface Hoop {
  /** Sewing field in mm. */
  width: number;
  height: number;
}

/** Sewing fields of common hoops, in mm. */
export const standardHoops = {
  '100x100': { width: 100, height: 100 },
  '130x180': { width: 130, height: 180 },
  '126x110': { width: 126, height: 110 },
  '140x200': { width: 140, height: 200 },
  '160x260': { width: 160, height: 260 },
  '200x200': { width: 200, height: 200 },
  '200x300': { width: 200, height: 300 },
  '240x360': { width: 240, height: 360 },
  '360x350': { width: 360, height: 350 },
} as const satisfies Record<string, Hoop>;

export type StandardHoopName = keyof typeof standardHoops;

export interface HoopCheck {
  fits: boolean;
  /** True when the design does not fit as it is but would after turning it by 90 degrees. */
  fitsTurned: boolean;
  /** Design size in mm. */
  width: number;
  height: number;
  hoop: Hoop;
}

export function checkHoop(plan: StitchPlan, hoop: Hoop): HoopCheck {
  requireNumber('hoop width', hoop.width, 1, 10_000);
  requireNumber('hoop height', hoop.height, 1, 10_000);
  const { width, height } = planStatistics(plan);
  const fits = width <= hoop.width && height <= hoop.height;
  return { fits, fitsTurned: !fits && height <= hoop.width && width <= hoop.height, width, height, hoop };
}

/** Throws a `hoop-overflow` error naming both sizes when the design does not fit. */
export function assertFitsHoop(plan: StitchPlan, hoop: Hoop): void {
  const check = checkHoop(plan, hoop);
  if (check.fits) return;
  const size = (width: number, height: number) => `${width.toFixed(1)} x ${height.toFixed(1)} mm`;
  throw new EmbroideryError(
    'hoop-overflow',
    `The design is ${size(check.width, check.height)}, larger than the ${size(hoop.width, hoop.height)} hoop` +
      (check.fitsTurned ? '; it would fit turned by 90 degrees' : ''),
    {
      width: Math.round(check.width * 10) / 10,
      height: Math.round(check.height * 10) / 10,
      hoopWidth: hoop.width,
      hoopHeight: hoop.height,
      fitsTurned: check.fitsTurned ? 1 : 0,
    },
  );
}
