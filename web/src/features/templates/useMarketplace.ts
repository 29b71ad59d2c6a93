import { freeStanding, standingOf, type Standing } from '@atelier/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/useAuth';
import { formatPrice, knownCategory } from './marketplace';
import { useListUserTemplatesQuery, useSubscriptionsQuery } from './templatesApi';
import type { MoneyJson, TemplateJson } from './templateTypes';

/** Who is looking at the marketplace: signed in or not, and what their plan allows. */
export function useMarketplaceViewer() {
  const auth = useAuth();
  const subscriptions = useSubscriptionsQuery(undefined, { skip: !auth.isLoggedIn });
  const userTemplates = useListUserTemplatesQuery(undefined, { skip: !auth.isLoggedIn });
  const standing: Standing = useMemo(
    () =>
      subscriptions.data
        ? standingOf(
            subscriptions.data.map((entry) => ({
              productIdentifier: entry.product_identifier,
              status: entry.status,
            })),
          )
        : freeStanding,
    [subscriptions.data],
  );
  return {
    auth,
    viewer: { signedIn: auth.isLoggedIn, standing },
    /** Still learning what the plan allows: actions wait rather than offer the wrong one. */
    pending: auth.isPending || (auth.isLoggedIn && (subscriptions.isLoading || userTemplates.isLoading)),
    userTemplates: userTemplates.data,
  };
}

/** The marketplace's texts that depend on a template: its price and its category's name. */
export function useTemplateText() {
  const { t, i18n } = useTranslation();
  const price = useCallback(
    (money: MoneyJson | null) =>
      money === null || money.amount <= 0 ? t('marketplace.free') : formatPrice(money, i18n.language),
    [t, i18n.language],
  );
  const category = useCallback(
    (template: Pick<TemplateJson, 'category'>) => {
      const known = knownCategory(template.category);
      return known ? t(`gallery.categories.${known}`) : t('marketplace.categories.design');
    },
    [t],
  );
  const licence = useCallback(
    (licenseType: string) =>
      licenseType === 'commercial' || licenseType === 'personal'
        ? t(`marketplace.licences.${licenseType}`)
        : licenseType || t('marketplace.licences.personal'),
    [t],
  );
  const name = useCallback(
    (template: Pick<TemplateJson, 'name'>) => template.name || t('marketplace.untitled'),
    [t],
  );
  return { t, language: i18n.language, price, category, licence, name };
}
