import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { HelpMenu } from '../../features/contact-centre/HelpMenu';
import { JobsButton } from '../../features/jobs';
import type { AuthState } from '../../features/auth/currentUser';
import { LanguageMenu } from '../../features/language/LanguageMenu';
import type { Theme } from '../../features/theme/theme';
import { ThemeToggle } from '../../features/theme/ThemeToggle';
import { MenuIcon, UserIcon } from '../../ui/icons';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../ui/menu/Menu';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import type { RouteHandle } from '../router';
import type { NavigationSection } from '../routes/routeTable';

type NavigationKey = NavigationSection;

/**
 * The shell's top bar: product name, main navigation, language, theme, jobs, help and account.
 * On a narrow screen (shell.css) the wordmark and the language's name give way, and the main
 * navigation's links move into a menu behind one button, so that every control stays on screen
 * and in the Tab order down to a 320 px wide phone. Both forms are rendered; CSS shows one, and
 * the hidden one (display: none) is out of the Tab order and the accessibility tree.
 */
export function TopBar({
  auth,
  forcedTheme,
  onSignInScreen,
}: {
  auth: AuthState;
  forcedTheme: Theme | undefined;
  /** On the sign-in screens a "Sign in" button would only point at the page itself. */
  onSignInScreen: boolean;
}) {
  const { t } = useTranslation();
  // The route table says which link a screen belongs to: a folder is part of Projects, a
  // gallery tag of the gallery.
  const section = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.route.navigation;
  const linkClass = (base: string, key: NavigationKey) => (key === section ? `${base} active` : base);
  const current = (key: NavigationKey) => (key === section ? ('page' as const) : undefined);
  const destinations: Array<{ key: NavigationKey; path: string }> = [
    ...(auth.isLoggedIn
      ? [
          { key: 'projects' as const, path: '/projects' },
          { key: 'gallery' as const, path: '/gallery' },
        ]
      : []),
    { key: 'templates', path: '/templates' },
  ];
  return (
    <header className="top-bar">
      {/* The label names the link where the wordmark is hidden and only the mark shows. */}
      <Link to="/" className="brand" aria-label={t('app.name')}>
        <span className="brand-mark" aria-hidden="true" />
        <span className="brand-name">{t('app.name')}</span>
      </Link>
      <nav className="main-navigation" aria-label={t('navigation.main')}>
        {destinations.map(({ key, path }) => (
          <Link key={key} to={path} className={linkClass('navigation-link', key)} aria-current={current(key)}>
            {t(`navigation.${key}`)}
          </Link>
        ))}
      </nav>
      <Menu>
        <MenuTrigger className="icon-button navigation-menu-button" aria-label={t('navigation.main')}>
          <MenuIcon />
        </MenuTrigger>
        <MenuContent align="start">
          {destinations.map(({ key, path }) => (
            <MenuItem key={key} asChild>
              <Link to={path} className={linkClass('navigation-menu-item', key)} aria-current={current(key)}>
                {t(`navigation.${key}`)}
              </Link>
            </MenuItem>
          ))}
        </MenuContent>
      </Menu>
      <div className="top-bar-actions">
        <LanguageMenu />
        <ThemeToggle forcedTheme={forcedTheme} />
        {auth.isLoggedIn ? <JobsButton /> : null}
        {auth.isLoggedIn ? <HelpMenu userId={auth.user?.id} /> : null}
        {auth.isLoggedIn ? (
          <Tooltip content={auth.user?.email ?? t('navigation.account')}>
            <Link to="/account" className="account-button" aria-label={t('navigation.account')}>
              {auth.user?.email ? (
                <span aria-hidden="true">{auth.user.email.charAt(0).toUpperCase()}</span>
              ) : (
                <UserIcon />
              )}
            </Link>
          </Tooltip>
        ) : auth.isPending || onSignInScreen ? null : (
          <Link to="/login" className="button" data-variant="primary">
            {t('navigation.signIn')}
          </Link>
        )}
      </div>
    </header>
  );
}
