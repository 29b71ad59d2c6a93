import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  planOfSlug,
  shownSubscription,
  standingOfSubscriptions,
  tierOfIdentifier,
} from './planText';
import type { PlanSubscriptionJson } from './plansApi';

const entry = (product_identifier: string, status: string): PlanSubscriptionJson => ({
  id: product_identifier,
  product_identifier,
  status,
  current_period_start: null,
  current_period_end: null,
  cancel_at_period_end: false,
  price: null,
  interval: 'month',
});

describe('plan texts', () => {
  it('reads the plan of a /get-{product} address and nothing else', () => {
    expect(planOfSlug('get-pro')).toBe('pro');
    expect(planOfSlug('get-Studio')).toBe('studio');
    expect(planOfSlug('get-enterprise')).toBeNull();
    expect(planOfSlug(undefined)).toBeNull();
  });

  it('names the plan of a trial and shows the subscription that gives the plan', () => {
    expect(tierOfIdentifier('pro_trial')).toBe('pro');
    const list = [entry('composer', 'canceled'), entry('studio_trial', 'trialing')];
    expect(shownSubscription(list)?.product_identifier).toBe('studio_trial');
    expect(standingOfSubscriptions(list)).toEqual({ tier: 'studio', trial: true, enterprise: false });
    expect(shownSubscription([entry('pro', 'canceled')])?.status).toBe('canceled');
  });

  it('writes prices in the language of the interface', () => {
    // 2400 cents are 24 euros: US English puts the sign first, German after with a comma.
    expect(formatMoney(2400, 'eur', 'en-US')).toBe('€24.00');
    expect(formatMoney(2400, 'eur', 'de')).toBe('24,00\u00a0€');
  });
});
