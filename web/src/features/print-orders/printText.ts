import { jobFailureReasons, jobStages } from '@atelier/contracts';
import type { TFunction } from 'i18next';
import type { MoneyJson, PrintAreaJson, PrintOrderItemJson, PrintOrderStatus } from './printOrdersApi';

/** A price in the interface language: "€12.95", "12,95 €". */
export function formatMoney(money: MoneyJson | null | undefined, language: string): string {
  if (!money) return '';
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: money.currency.toUpperCase(),
    }).format(money.amount_minor / 100);
  } catch {
    return `${(money.amount_minor / 100).toFixed(2)} ${money.currency.toUpperCase()}`;
  }
}

const centimetresPerInch = 2.54;

/** The print area's pixels, dpi and its size on the product in centimetres. */
export function printAreaText(t: TFunction, area: PrintAreaJson, language: string): string {
  const centimetres = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return t('printOrders.dialog.printArea', {
    width: area.width,
    height: area.height,
    dotsPerInch: area.dpi,
    widthCm: centimetres.format((area.width / area.dpi) * centimetresPerInch),
    heightCm: centimetres.format((area.height / area.dpi) * centimetresPerInch),
  });
}

const statuses: readonly PrintOrderStatus[] = [
  'draft',
  'pending',
  'failed',
  'canceled',
  'inprocess',
  'onhold',
  'partial',
  'fulfilled',
];

export function statusText(t: TFunction, status: PrintOrderStatus): string {
  return t(`printOrders.status.${statuses.includes(status) ? status : 'pending'}`);
}

export function placementText(t: TFunction, placement: string): string {
  return ['front', 'back', 'default'].includes(placement)
    ? t(`printOrders.placements.${placement as 'front' | 'back' | 'default'}`)
    : placement;
}

export function productTypeText(t: TFunction, type: string, fallback: string): string {
  return ['t-shirt', 'mug', 'tote', 'poster', 'cushion'].includes(type)
    ? t(`printOrders.products.${type as 't-shirt'}`)
    : fallback;
}

/** Where an item's print file stands, in words: rendering with its stage and percent, ready or failed and why. */
export function fileStateText(t: TFunction, item: PrintOrderItemJson, language: string): string {
  if (item.file_state === 'ready') return t('printOrders.fileState.ready');
  if (item.file_state === 'failed') {
    const reason = item.file_error ?? '';
    const why = (jobFailureReasons as readonly string[]).includes(reason)
      ? t(`jobs.reasons.${reason as (typeof jobFailureReasons)[number]}`)
      : t('printOrders.fileState.canceled');
    return t('printOrders.fileState.failed', { reason: why });
  }
  const stage = item.render?.stage ?? '';
  const percent = new Intl.NumberFormat(language, { style: 'percent' }).format(item.render?.progress ?? 0);
  return t('printOrders.fileState.rendering', {
    stage: (jobStages as readonly string[]).includes(stage)
      ? t(`jobs.stages.${stage as (typeof jobStages)[number]}`)
      : t('jobs.stages.waiting'),
    percent,
  });
}

/** The country's name in the interface language, or its code where the browser has none. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
