import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth/useAuth';
import { AccountTab } from './AccountTab';
import { SettingsTab } from './SettingsTab';
import { useSaveStatus } from './useSaveStatus';
import './profile.css';

type TabName = 'account' | 'settings' | 'subscription';

/**
 * The profile screen: /account opens the account tab, /settings the settings tab (spec
 * section 2). Every change is saved by itself, 2000 ms after the last one.
 */
export function ProfileScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const status = useSaveStatus();
  const routed: TabName = location.pathname.startsWith('/settings') ? 'settings' : 'account';
  const [subscriptionOpen, setSubscriptionOpen] = useState(false);
  const tab: TabName = subscriptionOpen ? 'subscription' : routed;
  const user = auth.user;
  if (!user) return null;

  return (
    <div className="profile-screen">
      <header className="profile-header">
        <h1 className="screen-title">{t(`screens.${routed}`)}</h1>
        <p className="profile-save-status" role="status" data-status={status}>
          {status === 'pending' || status === 'saving'
            ? t('profile.saving.saving')
            : status === 'saved'
              ? t('profile.saving.saved')
              : status === 'failed'
                ? t('profile.saving.failed')
                : ''}
        </p>
      </header>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          if (value === 'subscription') {
            setSubscriptionOpen(true);
            return;
          }
          setSubscriptionOpen(false);
          if (value !== routed) navigate(value === 'settings' ? '/settings' : '/account');
        }}
      >
        <Tabs.List className="profile-tabs" aria-label={t('profile.tabs.label')}>
          <Tabs.Trigger className="profile-tab" value="account">
            {t('profile.tabs.account')}
          </Tabs.Trigger>
          <Tabs.Trigger className="profile-tab" value="settings">
            {t('profile.tabs.settings')}
          </Tabs.Trigger>
          <Tabs.Trigger className="profile-tab" value="subscription">
            {t('profile.tabs.subscription')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="account">
          <AccountTab key={user.id} user={user} isAdmin={auth.isAdmin} />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <SettingsTab key={user.id} user={user} />
        </Tabs.Content>
        <Tabs.Content value="subscription">
          <section className="profile-section" aria-labelledby="subscription-title">
            <h2 id="subscription-title" className="profile-section-title">
              {t('profile.subscription.title')}
            </h2>
            <p className="profile-muted">{t('profile.subscription.notAvailable')}</p>
          </section>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
