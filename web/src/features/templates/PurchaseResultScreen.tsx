import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { readServerFailure } from '../../ui/serverError';
import { ownCopyOf } from './marketplace';
import { purchaseState, type PurchaseState } from './purchaseState';
import { useCheckoutSessionQuery, useGetOrderQuery, useListUserTemplatesQuery } from './templatesApi';
import { useMarketplaceViewer, useTemplateText } from './useMarketplace';
import '../projects/projects.css';
import '../../app/routes/screens.css';
import './templates.css';

/** How often the page asks again while the payment is being handled. */
const pollMilliseconds = 1500;

/**
 * /templates/{id}/purchase-result?checkoutSessionId=…, where the checkout returns: reads the
 * checkout session and its order, and the user's templates until the payment event has turned
 * the order into their copy ("Payment received, preparing your template…", then "Open
 * project"); a payment left unpaid, expired or failed says so with the way back.
 */
export function TemplatePurchaseResultScreen() {
  const { id: templateId = '' } = useParams();
  const [searchParameters] = useSearchParams();
  const location = useLocation();
  const sessionId = searchParameters.get('checkoutSessionId') ?? searchParameters.get('session_id') ?? '';
  const canceled = searchParameters.get('canceled') === 'true';
  const { t } = useTemplateText();
  const { auth } = useMarketplaceViewer();
  const signedIn = auth.isLoggedIn;
  const heading = useRef<HTMLHeadingElement>(null);

  const session = useCheckoutSessionQuery(sessionId, { skip: !signedIn || !sessionId });
  const orderId = session.data?.metadata?.order_id;
  const order = useGetOrderQuery(orderId ?? '', { skip: !signedIn || !orderId });
  const copies = useListUserTemplatesQuery(undefined, { skip: !signedIn || !sessionId });
  const copy =
    (order.data?.user_template_id
      ? copies.data?.find((entry) => entry.id === order.data?.user_template_id)
      : undefined) ?? ownCopyOf(templateId, copies.data);
  const sessionStatus = session.isError ? readServerFailure(session.error).status : undefined;
  const state: PurchaseState = purchaseState({
    session: session.data,
    sessionMissing: sessionStatus === 404 || sessionStatus === 400,
    order: order.data,
    copy,
  });
  const settled = state === 'ready' || state === 'failed' || state === 'unknown' || (!sessionId && canceled);

  // Asked again until the purchase has settled one way or the other; the latest queries are
  // read through a ref, so a new answer does not restart the timer.
  const askAgain = useRef<() => void>(() => undefined);
  askAgain.current = () => {
    void session.refetch();
    if (orderId) void order.refetch();
    void copies.refetch();
  };
  useEffect(() => {
    if (!signedIn || !sessionId || settled) return;
    const timer = window.setInterval(() => askAgain.current(), pollMilliseconds);
    return () => window.clearInterval(timer);
  }, [signedIn, sessionId, settled]);

  // The outcome's heading takes focus once it is known, so it is read out.
  useEffect(() => {
    if (settled) heading.current?.focus();
  }, [settled]);

  const back = (
    <Link to={`/templates/${templateId}`} className="button">
      {t('marketplace.purchase.backToTemplate')}
    </Link>
  );
  let title: string;
  let lead: string | null = null;
  let actions = back;
  if (auth.isPending) {
    title = t('marketplace.loading');
  } else if (!signedIn) {
    title = t('marketplace.purchase.signInTitle');
    lead = t('marketplace.purchase.signInLead');
    actions = (
      <Link
        to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
        className="button"
        data-variant="primary"
      >
        {t('marketplace.actions.signIn')}
      </Link>
    );
  } else if (!sessionId && canceled) {
    // The checkout's Cancel comes back here without a session: nothing was paid.
    title = t('marketplace.purchase.unpaidTitle');
    lead = t('marketplace.purchase.unpaidLead');
    actions = (
      <Link to={`/templates/${templateId}`} className="button" data-variant="primary">
        {t('marketplace.purchase.tryAgain')}
      </Link>
    );
  } else if (!sessionId) {
    title = t('marketplace.purchase.unknownTitle');
    lead = t('marketplace.purchase.unknownLead');
  } else if (session.isError && !(sessionStatus === 404 || sessionStatus === 400)) {
    title = t('marketplace.purchase.checkFailedTitle');
    lead = t('marketplace.purchase.checkFailedLead');
    actions = (
      <>
        <button
          type="button"
          className="button"
          data-variant="primary"
          onClick={() => void session.refetch()}
        >
          {t('marketplace.retry')}
        </button>
        {back}
      </>
    );
  } else {
    switch (state) {
      case 'ready':
        title = t('marketplace.purchase.readyTitle');
        lead = t('marketplace.purchase.readyLead');
        actions = (
          <>
            <Link
              to={copy?.project_id ? `/editor/${copy.project_id}` : '/templates/my?filter=acquired'}
              className="button"
              data-variant="primary"
            >
              {t('marketplace.purchase.openProject')}
            </Link>
            <Link to="/templates/my?filter=acquired" className="button">
              {t('marketplace.my.title')}
            </Link>
          </>
        );
        break;
      case 'preparing':
        title = t('marketplace.purchase.preparingTitle');
        lead = t('marketplace.purchase.preparingLead');
        break;
      case 'unpaid':
        title = t('marketplace.purchase.unpaidTitle');
        lead = t('marketplace.purchase.unpaidLead');
        actions = (
          <Link to={`/templates/${templateId}`} className="button" data-variant="primary">
            {t('marketplace.purchase.tryAgain')}
          </Link>
        );
        break;
      case 'failed':
        title = t('marketplace.purchase.failedTitle');
        lead = t('marketplace.purchase.failedLead');
        actions = (
          <Link to={`/templates/${templateId}`} className="button" data-variant="primary">
            {t('marketplace.purchase.tryAgain')}
          </Link>
        );
        break;
      case 'unknown':
        title = t('marketplace.purchase.unknownTitle');
        lead = t('marketplace.purchase.unknownLead');
        break;
      default:
        title = t('marketplace.purchase.checkingTitle');
    }
  }
  const busy = signedIn && sessionId !== '' && (state === 'checking' || state === 'preparing');
  return (
    <section
      className="screen-placeholder template-purchase"
      aria-labelledby="purchase-title"
      aria-busy={busy}
    >
      {busy ? <span className="template-spinner" aria-hidden="true" /> : null}
      <div role="status" aria-live="polite">
        <h1 id="purchase-title" className="screen-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {lead ? <p className="screen-lead">{lead}</p> : null}
      </div>
      <div className="template-actions-row">{actions}</div>
    </section>
  );
}
