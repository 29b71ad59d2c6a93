import { atelierApi } from '../../app/api';

/** Money as the gateway writes it: minor units and a lower-case ISO currency. */
export interface PlanMoneyJson {
  amount_minor: number;
  currency: string;
}

/** One subscription as GET /stripe/subscriptions lists it. */
export interface PlanSubscriptionJson {
  id: string;
  product_identifier: string;
  status: string;
  current_period_start: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  price: PlanMoneyJson | null;
  interval: string;
}

/** A checkout session as GET /stripe/checkout_session/{id} answers it. */
export interface PlanCheckoutSessionJson {
  id: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  product_identifier: string;
  amount_total: PlanMoneyJson | null;
  url: string;
  trial_days: number;
}

/**
 * The paid plans' calls (spec section 7: /stripe/…) injected into the app's one API. The plan
 * of the signed-in user follows their subscriptions, so a change also refreshes the account.
 */
export const plansApi = atelierApi.enhanceEndpoints({ addTagTypes: ['PlanSubscriptions'] }).injectEndpoints({
  endpoints: (build) => ({
    planSubscriptions: build.query<PlanSubscriptionJson[], void>({
      query: () => '/stripe/subscriptions',
      transformResponse: (body: { subscriptions: PlanSubscriptionJson[] }) => body.subscriptions,
      providesTags: ['PlanSubscriptions'],
    }),
    planCheckoutSession: build.query<PlanCheckoutSessionJson, string>({
      query: (id) => ({ url: `/stripe/checkout_session/${encodeURIComponent(id)}` }),
      transformResponse: (body: { checkout_session: PlanCheckoutSessionJson }) => body.checkout_session,
      extraOptions: { expectedStatuses: [404] },
    }),
    buyPlan: build.mutation<
      { url: string },
      { productIdentifier: string; returnUrl: string; cancelUrl: string }
    >({
      query: (body) => ({ url: '/stripe/buy', method: 'POST', body }),
    }),
    customerPortal: build.mutation<{ url: string }, { returnUrl: string }>({
      query: (body) => ({ url: '/stripe/customer_portal', method: 'POST', body }),
      extraOptions: { expectedStatuses: [400] },
    }),
  }),
});

export const {
  usePlanSubscriptionsQuery,
  usePlanCheckoutSessionQuery,
  useBuyPlanMutation,
  useCustomerPortalMutation,
} = plansApi;
