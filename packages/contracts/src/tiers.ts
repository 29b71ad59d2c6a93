/**
 * What each paid plan allows, in one place (the spec names the tiers but not what they may
 * do). Services enforce it with `allows` and `renderJobsAtOnce`; the web app shows an upgrade
 * path where `allows` says no. The README's table is written from `tierCapabilities`.
 *
 * A user's tier comes from their subscriptions (the spec's stripe_subscription_data): the
 * highest plan among subscriptions that are active, trialing or past due. A product
 * identifier containing "enterprise" makes an enterprise customer; one containing "trial"
 * marks a trial, which gets the plan's capabilities except commercial use.
 */
export const tierNames = ['free', 'composer', 'pro', 'studio', 'enterprise'] as const;
export type TierName = (typeof tierNames)[number];

/** The plans a user can buy on /get-{product}. */
export const planProducts = ['composer', 'pro', 'studio'] as const;
export type PlanProduct = (typeof planProducts)[number];

export const capabilityNames = ['composerTemplates', 'commercialUse'] as const;
export type CapabilityName = (typeof capabilityNames)[number];

export interface TierCapabilities {
  /** Acquire templates that need a Composer subscription. */
  composerTemplates: boolean;
  /** Buy templates with a commercial licence and use designs commercially. */
  commercialUse: boolean;
  /** Render-farm jobs of one user on the queue or running at once. */
  renderJobsAtOnce: number;
}

export const tierCapabilities: Record<TierName, TierCapabilities> = {
  free: { composerTemplates: false, commercialUse: false, renderJobsAtOnce: 2 },
  composer: { composerTemplates: true, commercialUse: true, renderJobsAtOnce: 2 },
  pro: { composerTemplates: true, commercialUse: true, renderJobsAtOnce: 4 },
  studio: { composerTemplates: true, commercialUse: true, renderJobsAtOnce: 8 },
  enterprise: { composerTemplates: true, commercialUse: true, renderJobsAtOnce: 16 },
};

/** The caller's standing, as services read it from the vouched identity. */
export interface Standing {
  tier: TierName;
  trial: boolean;
  enterprise: boolean;
}

export const freeStanding: Standing = { tier: 'free', trial: false, enterprise: false };

/** One entry of the user's subscription data. */
export interface SubscriptionEntryLike {
  productIdentifier: string;
  status: string;
}

/** Provider statuses under which a subscription still gives its plan. */
export const entitlingStatuses: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

function planOf(productIdentifier: string): TierName | null {
  const id = productIdentifier.toLowerCase();
  if (id.includes('enterprise')) return 'enterprise';
  if (id.includes('studio')) return 'studio';
  if (id.includes('pro')) return 'pro';
  if (id.includes('composer')) return 'composer';
  return null;
}

/** The highest plan among the subscriptions that entitle; free when none does. */
export function standingOf(subscriptions: readonly SubscriptionEntryLike[]): Standing {
  let best: Standing = freeStanding;
  for (const entry of subscriptions) {
    if (!entitlingStatuses.has(entry.status)) continue;
    const tier = planOf(entry.productIdentifier);
    if (!tier) continue;
    const trial = entry.productIdentifier.toLowerCase().includes('trial');
    const candidate: Standing = { tier, trial, enterprise: tier === 'enterprise' };
    const rank = (standing: Standing) => tierNames.indexOf(standing.tier) * 2 + (standing.trial ? 0 : 1);
    if (rank(candidate) > rank(best)) best = candidate;
  }
  return best;
}

/** Reads a tier name sent between services; anything unknown is free. */
export function tierFromName(name: string | undefined): TierName {
  return (tierNames as readonly string[]).includes(name ?? '') ? (name as TierName) : 'free';
}

/** Whether a standing may use a capability; a trial never gives commercial use. */
export function allows(standing: Standing, capability: CapabilityName): boolean {
  if (capability === 'commercialUse' && standing.trial) return false;
  return tierCapabilities[standing.tier][capability];
}

/** The cheapest plan that allows a capability: where the web app's upgrade prompt leads. */
export function cheapestPlanAllowing(capability: CapabilityName): PlanProduct {
  return planProducts.find((plan) => tierCapabilities[plan][capability]) ?? 'studio';
}

/** Render-farm jobs at once for a standing, never fewer than the deployment's own setting. */
export function renderJobsAtOnce(standing: Standing, deploymentMinimum: number): number {
  return Math.max(deploymentMinimum, tierCapabilities[standing.tier].renderJobsAtOnce);
}

/** What a plan costs, as the plan cards show it and the checkout charges it. */
export interface PlanPrice {
  /** In minor units of the currency (cents). */
  amount: number;
  currency: 'eur';
  interval: 'month';
}

export const planPrices: Record<PlanProduct, PlanPrice> = {
  composer: { amount: 900, currency: 'eur', interval: 'month' },
  pro: { amount: 2400, currency: 'eur', interval: 'month' },
  studio: { amount: 4900, currency: 'eur', interval: 'month' },
};

/** Days a trial runs before its first payment. */
export const trialDays = 14;

/** The suffix of a trial's product identifier on POST /stripe/buy (pro_trial). */
export const trialSuffix = '_trial';

/** Reads POST /stripe/buy's productIdentifier: a plan, or a plan's trial; null for anything else. */
export function parsePlanIdentifier(productIdentifier: string): { plan: PlanProduct; trial: boolean } | null {
  const trial = productIdentifier.endsWith(trialSuffix);
  const plan = trial ? productIdentifier.slice(0, -trialSuffix.length) : productIdentifier;
  return (planProducts as readonly string[]).includes(plan) ? { plan: plan as PlanProduct, trial } : null;
}
