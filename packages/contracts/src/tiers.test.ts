import { describe, expect, it } from 'vitest';
import { allows, cheapestPlanAllowing, renderJobsAtOnce, standingOf, tierFromName } from './tiers';

describe('standingOf', () => {
  it('is free without a subscription that entitles', () => {
    expect(standingOf([])).toEqual({ tier: 'free', trial: false, enterprise: false });
    expect(standingOf([{ productIdentifier: 'studio', status: 'canceled' }]).tier).toBe('free');
    expect(standingOf([{ productIdentifier: 'pro', status: 'incomplete' }]).tier).toBe('free');
  });

  it('takes the highest plan among active, trialing and past-due subscriptions', () => {
    const standing = standingOf([
      { productIdentifier: 'composer', status: 'active' },
      { productIdentifier: 'studio', status: 'past_due' },
      { productIdentifier: 'pro', status: 'active' },
    ]);
    expect(standing).toEqual({ tier: 'studio', trial: false, enterprise: false });
  });

  it('marks enterprise and trial customers from the product identifier', () => {
    expect(standingOf([{ productIdentifier: 'atelier_enterprise_yearly', status: 'active' }])).toEqual({
      tier: 'enterprise',
      trial: false,
      enterprise: true,
    });
    expect(standingOf([{ productIdentifier: 'pro_trial', status: 'trialing' }])).toEqual({
      tier: 'pro',
      trial: true,
      enterprise: false,
    });
  });

  it('prefers a paid plan to a trial of the same plan', () => {
    const standing = standingOf([
      { productIdentifier: 'pro_trial', status: 'trialing' },
      { productIdentifier: 'pro', status: 'active' },
    ]);
    expect(standing.trial).toBe(false);
  });
});

describe('capabilities', () => {
  it('gives Composer templates to every paid plan and to trials, not to free users', () => {
    expect(allows({ tier: 'free', trial: false, enterprise: false }, 'composerTemplates')).toBe(false);
    expect(allows({ tier: 'composer', trial: false, enterprise: false }, 'composerTemplates')).toBe(true);
    expect(allows({ tier: 'pro', trial: true, enterprise: false }, 'composerTemplates')).toBe(true);
  });

  it('never gives commercial use to a trial', () => {
    expect(allows({ tier: 'studio', trial: true, enterprise: false }, 'commercialUse')).toBe(false);
    expect(allows({ tier: 'studio', trial: false, enterprise: false }, 'commercialUse')).toBe(true);
  });

  it('leads an upgrade prompt to the cheapest plan that allows it', () => {
    expect(cheapestPlanAllowing('composerTemplates')).toBe('composer');
  });

  it('never lowers the deployment setting for render jobs at once', () => {
    expect(renderJobsAtOnce({ tier: 'free', trial: false, enterprise: false }, 3)).toBe(3);
    expect(renderJobsAtOnce({ tier: 'studio', trial: false, enterprise: false }, 3)).toBe(8);
  });

  it('reads unknown tier names as free', () => {
    expect(tierFromName('platinum')).toBe('free');
    expect(tierFromName(undefined)).toBe('free');
    expect(tierFromName('pro')).toBe('pro');
  });
});

describe('parsePlanIdentifier', () => {
  it('reads a plan and its trial form, and nothing else', async () => {
    const { parsePlanIdentifier } = await import('./tiers');
    expect(parsePlanIdentifier('pro')).toEqual({ plan: 'pro', trial: false });
    expect(parsePlanIdentifier('studio_trial')).toEqual({ plan: 'studio', trial: true });
    expect(parsePlanIdentifier('enterprise')).toBeNull();
    expect(parsePlanIdentifier('_trial')).toBeNull();
    expect(parsePlanIdentifier('Pro')).toBeNull();
  });
});
