import {
  cheapestPlanAllowing,
  entitlingStatuses,
  planPrices,
  planProducts,
  tierCapabilities,
  trialDays,
  type CapabilityName,
  type PlanProduct,
} from '@atelier/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { atelierApi } from '../../app/api';
import { readServerFailure } from '../../ui/serverError';
import { useAuth } from '../auth/useAuth';
import {
  formatDate,
  formatMoney,
  planOfSlug,
  shownSubscription,
  standingOfSubscriptions,
  tierOfIdentifier,
} from './planText';
import {
  useBuyPlanMutation,
  useCustomerPortalMutation,
  usePlanCheckoutSessionQuery,
  usePlanSubscriptionsQuery,
  type PlanSubscriptionJson,
} from './plansApi';
import '../../app/routes/screens.css';
import './plans.css';

/** How often the result page asks again while the payment is being confirmed. */
const pollMilliseconds = 1500;
/** After this long without confirmation the result page says it is taking longer than usual. */
const patienceMilliseconds = 30_000;

/** The message a failed call carries, for the places that show it as it is. */
function failureMessage(failure: unknown): string {
  const { message, status } = readServerFailure(failure);
  return message ?? String(status ?? '');
}

/** Sends the browser to a checkout or portal address the gateway gave. */
function goTo(url: string) {
  window.location.assign(url);
}

/** The capability lines of a plan card, from the tier table. */
function PlanCapabilities({ plan }: { plan: PlanProduct }) {
  const { t } = useTranslation();
  const capabilities = tierCapabilities[plan];
  const lines: Array<{ key: string; text: string; included: boolean }> = [
    {
      key: 'composerTemplates',
      text: t('plans.capabilities.composerTemplates'),
      included: capabilities.composerTemplates,
    },
    {
      key: 'commercialUse',
      text: t('plans.capabilities.commercialUse'),
      included: capabilities.commercialUse,
    },
    {
      key: 'renderJobsAtOnce',
      text: t('plans.capabilities.renderJobsAtOnce', { count: capabilities.renderJobsAtOnce }),
      included: true,
    },
  ];
  return (
    <ul className="plan-capabilities">
      {lines.map((line) => (
        <li key={line.key} data-included={line.included}>
          <span className="plan-capability-mark" aria-hidden="true">
            {line.included ? '✓' : '–'}
          </span>
          <span>
            <span className="visually-hidden">
              {line.included ? t('plans.getProduct.included') : t('plans.getProduct.notIncluded')}:{' '}
            </span>
            {line.text}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /get-{product}: the Composer, Pro and Studio plans side by side with their price and what
 * each allows, the named plan marked. Subscribing (or starting a trial) opens the payment
 * provider's checkout; a visitor who is not signed in is sent to sign in and back here first.
 */
export function GetProductScreen() {
  const { t, i18n } = useTranslation();
  const { productSlug } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useAuth();
  const chosen = planOfSlug(productSlug);
  const subscriptions = usePlanSubscriptionsQuery(undefined, { skip: !auth.isLoggedIn });
  const [buy, buying] = useBuyPlanMutation();
  const [portal, portalState] = useCustomerPortalMutation();
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const standing = standingOfSubscriptions(subscriptions.data);
  const hasPlan = (subscriptions.data ?? []).some((entry) => entitlingStatuses.has(entry.status));
  const mayTry = auth.isLoggedIn ? subscriptions.isSuccess && subscriptions.data.length === 0 : true;
  const busy = buying.isLoading || portalState.isLoading;

  async function subscribe(plan: PlanProduct, trial: boolean) {
    if (!auth.isLoggedIn) {
      void navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setFailure(null);
    const productIdentifier = trial ? `${plan}_trial` : plan;
    setPendingPlan(productIdentifier);
    try {
      const origin = window.location.origin;
      const answer = await buy({
        productIdentifier,
        returnUrl: `${origin}/get-${plan}/result`,
        cancelUrl: `${origin}/get-${plan}`,
      }).unwrap();
      goTo(answer.url);
    } catch (error) {
      setPendingPlan(null);
      setFailure(t('plans.getProduct.error', { message: failureMessage(error) }));
    }
  }

  async function manage() {
    setFailure(null);
    try {
      goTo((await portal({ returnUrl: `${window.location.origin}/account/subscription` }).unwrap()).url);
    } catch (error) {
      const message = failureMessage(error);
      setFailure(
        message === 'Customer portal unavailable'
          ? t('plans.subscription.portalUnavailable')
          : t('plans.getProduct.error', { message }),
      );
    }
  }

  return (
    <section className="plans-screen" aria-labelledby="plans-title">
      <h1 id="plans-title" className="screen-title">
        {t('plans.getProduct.heading')}
      </h1>
      <p className="screen-lead">{t('plans.getProduct.intro')}</p>
      {chosen === null ? (
        <p className="plans-note" role="status">
          {t('plans.getProduct.unknownProduct', { product: (productSlug ?? '').replace(/^get-/, '') })}
        </p>
      ) : null}
      {failure ? (
        <p className="plans-error" role="alert">
          {failure}
        </p>
      ) : null}
      <ul className="plan-cards">
        {planProducts.map((plan) => {
          const price = planPrices[plan];
          const name = t(`plans.tiers.${plan}`);
          const current = hasPlan && standing.tier === plan;
          return (
            <li key={plan} className="plan-card" data-selected={plan === chosen} data-current={current}>
              <h2 className="plan-name" id={`plan-${plan}`}>
                {name}
              </h2>
              {plan === chosen ? <p className="plan-badge">{t('plans.getProduct.selected')}</p> : null}
              <p className="plan-price">
                {t('plans.getProduct.perMonth', {
                  price: formatMoney(price.amount, price.currency, i18n.language),
                })}
              </p>
              <PlanCapabilities plan={plan} />
              <div className="plan-actions">
                {current ? (
                  <>
                    <p className="plan-current">{t('plans.getProduct.currentPlan')}</p>
                    <button type="button" className="button" onClick={() => void manage()} disabled={busy}>
                      {t('plans.getProduct.manage')}
                    </button>
                  </>
                ) : hasPlan ? (
                  <button type="button" className="button" onClick={() => void manage()} disabled={busy}>
                    {t('plans.getProduct.manage')}
                  </button>
                ) : (
                  <>
                    <button
                      type="button"
                      className="button"
                      data-variant={plan === chosen || chosen === null ? 'primary' : undefined}
                      onClick={() => void subscribe(plan, false)}
                      disabled={busy || auth.isPending}
                      aria-describedby={`plan-${plan}`}
                    >
                      {pendingPlan === plan
                        ? t('plans.getProduct.buying')
                        : auth.isLoggedIn || auth.isPending
                          ? t('plans.getProduct.buy', { plan: name })
                          : t('plans.getProduct.signInToBuy')}
                    </button>
                    {mayTry ? (
                      <button
                        type="button"
                        className="button"
                        data-variant="ghost"
                        onClick={() => void subscribe(plan, true)}
                        disabled={busy || auth.isPending}
                      >
                        {pendingPlan === `${plan}_trial`
                          ? t('plans.getProduct.buying')
                          : t('plans.getProduct.trial', { plan: name, days: trialDays })}
                      </button>
                    ) : null}
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * /get-{product}/result?checkoutSessionId=…, where the checkout returns: reads the checkout
 * session and the user's subscriptions until the payment provider's event has been applied
 * ("Payment received, activating…"), then shows the new plan. The page never decides that
 * something was paid: only the webhook does, and the page waits for its effect.
 */
export function GetProductResultScreen() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const dispatch = useAppDispatch();
  const sessionId = search.get('checkoutSessionId') ?? '';
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const heading = useRef<HTMLHeadingElement>(null);
  const session = usePlanCheckoutSessionQuery(sessionId, { skip: !sessionId });
  const subscriptions = usePlanSubscriptionsQuery(undefined, { skip: !sessionId });
  const sessionStatus = session.isError ? readServerFailure(session.error).status : undefined;
  const active: PlanSubscriptionJson | undefined = subscriptions.data?.find((entry) =>
    entitlingStatuses.has(entry.status),
  );
  const complete = session.data?.status === 'complete';
  const expired = session.data?.status === 'expired';
  const settled = !sessionId || sessionStatus === 404 || expired || (complete && active !== undefined);

  const askAgain = useRef<() => void>(() => undefined);
  askAgain.current = () => {
    if (!complete) void session.refetch();
    void subscriptions.refetch();
    setNow(Date.now());
  };
  useEffect(() => {
    if (settled || session.isError) return;
    const timer = window.setInterval(() => askAgain.current(), pollMilliseconds);
    return () => window.clearInterval(timer);
  }, [settled, session.isError]);

  // Once the plan is active the account is read again, so every screen knows the new plan.
  useEffect(() => {
    if (complete && active) dispatch(atelierApi.util.invalidateTags(['CurrentUser']));
  }, [complete, active, dispatch]);
  useEffect(() => {
    if (settled) heading.current?.focus();
  }, [settled]);

  let message: string;
  let tone: 'status' | 'alert' = 'status';
  let actions = (
    <Link to="/get-pro" className="button">
      {t('plans.result.backToPlans')}
    </Link>
  );
  if (!sessionId) {
    message = t('plans.result.missing');
  } else if (sessionStatus === 404) {
    message = t('plans.result.notFound');
  } else if (session.isError) {
    tone = 'alert';
    message = t('plans.result.loadError', { message: failureMessage(session.error) });
    actions = (
      <button type="button" className="button" data-variant="primary" onClick={() => void session.refetch()}>
        {t('plans.result.retry')}
      </button>
    );
  } else if (expired) {
    message = t('plans.result.expired');
  } else if (complete && active) {
    const plan = t(`plans.tiers.${tierOfIdentifier(active.product_identifier)}`);
    message =
      active.status === 'trialing' && active.current_period_end
        ? t('plans.result.trialActive', { plan, date: formatDate(active.current_period_end, i18n.language) })
        : t('plans.result.active', { plan });
    actions = (
      <Link to="/projects" className="button" data-variant="primary">
        {t('plans.result.toProjects')}
      </Link>
    );
  } else {
    message = t('plans.result.activating');
  }
  const waitingLong = !settled && !session.isError && now - startedAt > patienceMilliseconds;

  return (
    <section className="plans-screen plans-result" aria-labelledby="plans-result-title">
      <h1 id="plans-result-title" className="screen-title" tabIndex={-1} ref={heading}>
        {t('plans.result.heading')}
      </h1>
      <p className="plans-result-message" role={tone} data-settled={settled}>
        {!settled && !session.isError ? <span className="plans-spinner" aria-hidden="true" /> : null}
        {message}
      </p>
      {waitingLong ? <p className="screen-lead">{t('plans.result.stillWaiting')}</p> : null}
      <div className="plan-actions">{actions}</div>
    </section>
  );
}

/** The profile's subscription tab: the plan, its status, renewal date and "Manage". */
export function SubscriptionPanel() {
  const { t, i18n } = useTranslation();
  const subscriptions = usePlanSubscriptionsQuery();
  const [portal, portalState] = useCustomerPortalMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const shown = shownSubscription(subscriptions.data);

  async function manage() {
    setFailure(null);
    try {
      goTo((await portal({ returnUrl: `${window.location.origin}/account/subscription` }).unwrap()).url);
    } catch (error) {
      const message = failureMessage(error);
      setFailure(
        message === 'Customer portal unavailable' ? t('plans.subscription.portalUnavailable') : message,
      );
    }
  }

  let dateLabel = '';
  if (shown?.current_period_end) {
    dateLabel =
      shown.status === 'trialing'
        ? t('plans.subscription.trialEnds')
        : shown.cancel_at_period_end || shown.status === 'canceled'
          ? t('plans.subscription.ends')
          : t('plans.subscription.renews');
  }

  return (
    <section className="profile-section plans-subscription" aria-labelledby="subscription-title">
      <h2 id="subscription-title" className="profile-section-title">
        {t('plans.subscription.title')}
      </h2>
      {subscriptions.isLoading ? (
        <p className="profile-muted" role="status">
          {t('plans.subscription.loading')}
        </p>
      ) : subscriptions.isError ? (
        <>
          <p className="plans-error" role="alert">
            {t('plans.subscription.error')}
          </p>
          <button type="button" className="button" onClick={() => void subscriptions.refetch()}>
            {t('plans.subscription.retry')}
          </button>
        </>
      ) : !shown ? (
        <p className="profile-muted">{t('plans.subscription.none')}</p>
      ) : (
        <dl className="plans-facts">
          <div>
            <dt>{t('plans.subscription.plan')}</dt>
            <dd data-testid="subscription-plan">
              {t(`plans.tiers.${tierOfIdentifier(shown.product_identifier)}`)}
            </dd>
          </div>
          <div>
            <dt>{t('plans.subscription.status')}</dt>
            <dd data-testid="subscription-status">
              {t(`plans.subscription.statuses.${shown.status}`, { defaultValue: shown.status })}
            </dd>
          </div>
          {dateLabel ? (
            <div>
              <dt>{dateLabel}</dt>
              <dd>{formatDate(shown.current_period_end!, i18n.language)}</dd>
            </div>
          ) : null}
        </dl>
      )}
      {failure ? (
        <p className="plans-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="plan-actions">
        <button
          type="button"
          className="button"
          data-variant="primary"
          onClick={() => void manage()}
          disabled={portalState.isLoading}
        >
          {portalState.isLoading ? t('plans.subscription.opening') : t('plans.subscription.manage')}
        </button>
        <Link to="/get-pro" className="button" data-variant="ghost">
          {t('plans.subscription.seePlans')}
        </Link>
      </div>
    </section>
  );
}

/**
 * Shown where a feature needs a plan the user does not have: says which plan allows it and
 * links to that plan's page (the cheapest plan that allows the capability).
 */
export function UpgradePrompt({ capability }: { capability: CapabilityName }) {
  const { t } = useTranslation();
  const plan = cheapestPlanAllowing(capability);
  const name = t(`plans.tiers.${plan}`);
  return (
    <div className="plans-upgrade" role="note">
      <p>{t(`plans.upgrade.${capability}`, { plan: name })}</p>
      <Link to={`/get-${plan}`} className="button" data-variant="primary">
        {t('plans.upgrade.action', { plan: name })}
      </Link>
    </div>
  );
}
