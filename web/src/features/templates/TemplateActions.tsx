import { templateRefusals } from '@atelier/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { readServerFailure, serverErrorMessage } from '../../ui/serverError';
import { UpgradePrompt } from '../plans';
import { ownCopyOf, purchaseResultUrl, templateAction } from './marketplace';
import {
  useAcquireTemplateMutation,
  useBuyTemplateMutation,
  useLazyListUserTemplatesQuery,
} from './templatesApi';
import type { TemplateJson } from './templateTypes';
import { useMarketplaceViewer, useTemplateText } from './useMarketplace';

/**
 * The action a template offers whoever looks at it (spec section 2): sign in, open the copy
 * they hold, use it for free, buy it, or the way to the plan it needs; and its preview.
 * `showPreview` is off inside the viewer, which is the preview.
 */
export function TemplateActions({
  template,
  showPreview = true,
}: {
  template: TemplateJson;
  showPreview?: boolean;
}) {
  const { t, price } = useTemplateText();
  const navigate = useNavigate();
  const location = useLocation();
  const { viewer, pending, userTemplates } = useMarketplaceViewer();
  const [acquire, acquiring] = useAcquireTemplateMutation();
  const [buy, buying] = useBuyTemplateMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // Refused for want of Composer although the plan seemed to allow it (the plan changed meanwhile).
  const [refusedForPlan, setRefusedForPlan] = useState(false);
  const [readCopies] = useLazyListUserTemplatesQuery();
  const copy = ownCopyOf(template.id, userTemplates);
  const decided = templateAction(template, viewer, Boolean(template.acquired || copy));
  const action = refusedForPlan && decided !== 'signIn' && decided !== 'open' ? 'needsComposer' : decided;
  const firstVersion = template.versions[0];
  const busy = acquiring.isLoading || buying.isLoading;

  const openCopy = (projectId: string | null) =>
    void navigate(projectId ? `/editor/${projectId}` : '/templates/my?filter=acquired');

  /** What a refusal means here: the upgrade prompt, the copy held already, or its message. */
  const refused = async (error: unknown) => {
    const { code, details } = readServerFailure(error);
    if (code === templateRefusals.composerSubscriptionNeeded) {
      setRefusedForPlan(true);
      return;
    }
    if (code === templateRefusals.alreadyAcquired) {
      const copies = await readCopies()
        .unwrap()
        .catch(() => undefined);
      const held =
        copies?.find((entry) => entry.id === details.user_template_id) ?? ownCopyOf(template.id, copies);
      openCopy(held?.project_id ?? null);
      return;
    }
    setFailure(serverErrorMessage(t, error));
  };

  const useForFree = async () => {
    setFailure(null);
    try {
      const userTemplate = await acquire({
        templateId: template.id,
        priceTier: template.price_tier,
      }).unwrap();
      openCopy(userTemplate.project_id);
    } catch (error) {
      console.error('Acquiring the template failed', error);
      await refused(error);
    }
  };
  const purchase = async () => {
    setFailure(null);
    try {
      const answer = await buy({
        templateId: template.id,
        priceTier: template.price_tier,
        returnUrl: purchaseResultUrl(window.location.origin, template.id),
      }).unwrap();
      window.location.assign(answer.checkout_url);
    } catch (error) {
      console.error('Starting the purchase failed', error);
      await refused(error);
    }
  };

  return (
    <div className="template-actions">
      <div className="template-actions-row">
        {pending ? (
          <button type="button" className="button" data-variant="primary" disabled>
            {t('marketplace.loading')}
          </button>
        ) : action === 'signIn' ? (
          <Link
            to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
            className="button"
            data-variant="primary"
          >
            {t('marketplace.actions.signIn')}
          </Link>
        ) : action === 'open' ? (
          copy?.project_id ? (
            <Link to={`/editor/${copy.project_id}`} className="button" data-variant="primary">
              {t('marketplace.actions.open')}
            </Link>
          ) : (
            <Link to="/templates/my?filter=acquired" className="button" data-variant="primary">
              {t('marketplace.actions.open')}
            </Link>
          )
        ) : action === 'useFree' ? (
          <button
            type="button"
            className="button"
            data-variant="primary"
            disabled={busy}
            aria-busy={acquiring.isLoading}
            onClick={() => void useForFree()}
          >
            {acquiring.isLoading ? t('marketplace.actions.preparing') : t('marketplace.actions.useFree')}
          </button>
        ) : action === 'buy' ? (
          <button
            type="button"
            className="button"
            data-variant="primary"
            disabled={busy}
            aria-busy={buying.isLoading}
            onClick={() => void purchase()}
          >
            {buying.isLoading
              ? t('marketplace.actions.toCheckout')
              : t('marketplace.actions.buy', { price: price(template.price) })}
          </button>
        ) : (
          <span className="badge template-needs" data-tone="accent">
            {t('marketplace.actions.needsComposer')}
          </span>
        )}
        {showPreview && firstVersion ? (
          <Link
            to={`/templates/viewer/${firstVersion.project_id}?template=${encodeURIComponent(template.id)}`}
            className="button"
          >
            {t('marketplace.actions.preview')}
          </Link>
        ) : null}
      </div>
      {action === 'needsComposer' && !pending ? <UpgradePrompt capability="composerTemplates" /> : null}
      {failure ? (
        <p className="template-error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
