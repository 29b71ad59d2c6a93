import { isSupportedLanguage } from '@atelier/i18n';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { isTheme } from '../theme/theme';
import { themeApplied } from '../theme/themeSlice';
import { profileSaver } from '../profile/profileSaver';
import type { AuthState } from './currentUser';

/**
 * After login, the interface follows the profile (spec section 4): its language if it is
 * one Atelier offers (else the language in use is saved to the profile), and its theme. Applied once per signed-in user, so a choice made in
 * this tab afterwards is not overwritten by the profile read at start.
 */
export function useProfilePreferences(auth: AuthState) {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const appliedForUser = useRef<string | null>(null);

  useEffect(() => {
    const user = auth.user;
    if (!auth.isLoggedIn || !user || appliedForUser.current === user.id) return;
    appliedForUser.current = user.id;
    const { language, theme } = user.profile?.settings ?? {};
    if (isSupportedLanguage(language)) {
      if (language !== i18n.language) void i18n.changeLanguage(language);
    } else if (isSupportedLanguage(i18n.language)) {
      profileSaver.queue({ settings: { language: i18n.language } });
    }
    if (isTheme(theme)) dispatch(themeApplied(theme));
  }, [auth.isLoggedIn, auth.user, i18n, dispatch]);
}
