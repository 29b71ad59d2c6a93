import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { HelpMenu } from '../../features/contact-centre/HelpMenu';
import type { AuthState } from '../../features/auth/currentUser';
import { LanguageMenu } from '../../features/language/LanguageMenu';
import type { Theme } from '../../features/theme/theme';
import { ThemeToggle } from '../../features/theme/ThemeToggle';
import { UserIcon } from '../../ui/icons';
import { Tooltip } from '../../ui/tooltip/Tooltip';

/** The shell's top bar: product name, main navigation, language, theme, help and account. */
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
  return (
    <header className="top-bar">
      <Link to="/" className="brand">
        <span className="brand-mark" aria-hidden="true" />
        <span className="brand-name">{t('app.name')}</span>
      </Link>
      <nav className="main-navigation" aria-label={t('navigation.main')}>
        {auth.isLoggedIn ? (
          <>
            <NavLink to="/projects" className="navigation-link">
              {t('navigation.projects')}
            </NavLink>
            <NavLink to="/gallery" className="navigation-link">
              {t('navigation.gallery')}
            </NavLink>
          </>
        ) : null}
        <NavLink to="/templates" className="navigation-link">
          {t('navigation.templates')}
        </NavLink>
      </nav>
      <div className="top-bar-actions">
        <LanguageMenu />
        <ThemeToggle forcedTheme={forcedTheme} />
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
