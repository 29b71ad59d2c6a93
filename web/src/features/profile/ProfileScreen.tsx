import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import type { RouteHandle } from '../../app/router';
import { useAuth } from '../auth/useAuth';
import { SubscriptionPanel } from '../plans';
import { PrintOrdersPanel } from '../print-orders';
import { AccountTab } from './AccountTab';
import { SettingsTab } from './SettingsTab';
import { useSaveStatus } from './useSaveStatus';
import './profile.css';

type TabName = 'account' | 'settings' | 'subscription';

/** Each tab's address, in the order of the route table's profileTab (0, 1, 2). */
const tabs: ReadonlyArray<{ name: TabName; path: string }> = [
  { name: 'account', path: '/account' },
  { name: 'settings', path: '/settings' },
  { name: 'subscription', path: '/account/subscription' },
];

/**
 * The profile screen: /account opens the account tab, /settings the settings tab (spec
 * section 2) and /account/subscription the subscription tab. Choosing a tab goes to its
 * address, so reloading keeps the tab and Back returns to the one before. Every change is
 * saved by itself, 2000 ms after the last one.
 */
export function ProfileScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const status = useSaveStatus();
  const profileTab = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.route.profileTab ?? 0;
  const tab = tabs[profileTab]!.name;
  const title = tab === 'settings' ? 'settings' : 'account';
  const user = auth.user;
  if (!user) return null;

  return (
    <div className="profile-screen">
      <header className="profile-header">
        <h1 className="screen-title">{t(`screens.${title}`)}</h1>
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
          // A click both presses and focuses the tab, and each tells the change: the address
          // in the browser, not this render's tab, says whether the step is taken already.
          const chosen = tabs.find((entry) => entry.name === value);
          if (chosen && window.location.pathname !== chosen.path) navigate(chosen.path);
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
          <SubscriptionPanel />
          <PrintOrdersPanel />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
