import {
  entitlingStatuses,
  planProducts,
  standingOf,
  tierFromName,
  type PlanProduct,
  type Standing,
  type TierName,
} from '@atelier/contracts';
import type { PlanSubscriptionJson } from './plansApi';

/** The plan a /get-{product} address names ("get-pro" gives pro), or null for anything else. */
export function planOfSlug(slug: string | undefined): PlanProduct | null {
  const name = (slug ?? '').replace(/^get-/, '').toLowerCase();
  return (planProducts as readonly string[]).includes(name) ? (name as PlanProduct) : null;
}

/** The plan a product identifier names, trial or not ("pro_trial" gives pro). */
export function tierOfIdentifier(productIdentifier: string): TierName {
  return tierFromName(productIdentifier.toLowerCase().replace(/_trial$/, ''));
}

/** The user's standing as their subscriptions give it. */
export function standingOfSubscriptions(
  subscriptions: readonly PlanSubscriptionJson[] | undefined,
): Standing {
  return standingOf(
    (subscriptions ?? []).map((entry) => ({
      productIdentifier: entry.product_identifier,
      status: entry.status,
    })),
  );
}

/** The subscription to show: the one giving a plan, else the newest. */
export function shownSubscription(
  subscriptions: readonly PlanSubscriptionJson[] | undefined,
): PlanSubscriptionJson | undefined {
  return subscriptions?.find((entry) => entitlingStatuses.has(entry.status)) ?? subscriptions?.[0];
}

export function formatMoney(amountMinor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(
    amountMinor / 100,
  );
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}
