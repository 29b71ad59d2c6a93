import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../app/routes/PlaceholderScreen';
import { routeById } from '../../app/routes/routeTable';

export const GetProductScreen = () => <PlaceholderScreen route={routeById('getProduct')} />;
export const GetProductResultScreen = () => <PlaceholderScreen route={routeById('getProductResult')} />;

/** The profile's subscription tab: the plan, its renewal date and "Manage". */
export function SubscriptionPanel() {
  const { t } = useTranslation();
  return (
    <section className="profile-section" aria-labelledby="subscription-title">
      <h2 id="subscription-title" className="profile-section-title">
        {t('profile.subscription.title')}
      </h2>
      <p className="profile-muted">{t('profile.subscription.notAvailable')}</p>
    </section>
  );
}
