import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { homePath } from '../../app/routes/routeTable';
import { dialogs } from '../../ui/dialog/dialogService';
import { signOut } from '../auth/session';
import { useAuth } from '../auth/useAuth';
import { countKeptEdits, forgetKeptEdits } from '../editor/saving/offlineQueue';
import './login.css';

/**
 * /logout: ends the session on the server and in this browser, then shows the login. The edits
 * the user kept in this browser (not saved yet) are deleted with the session, so that the next
 * person signing in here never sees them; when there are any, the user is asked first and may
 * stay signed in instead (back where they came from).
 */
export function LogoutScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const auth = useAuth();
  const started = useRef(false);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (started.current || auth.isPending) return;
    started.current = true;
    const userId = auth.user?.id ?? null;
    void (async () => {
      if (userId !== null && countKeptEdits(window.localStorage, userId) > 0) {
        setAsking(true);
        const choice = await dialogs.confirm({
          title: t('offline.signOut.title'),
          message: t('offline.signOut.message'),
          confirmLabel: t('offline.signOut.confirm'),
          cancelLabel: t('offline.signOut.cancel'),
          destructive: true,
        });
        setAsking(false);
        if (choice !== 'confirm') {
          const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
          if (index > 0) await navigate(-1);
          else await navigate(homePath, { replace: true });
          return;
        }
      }
      if (userId !== null) forgetKeptEdits(window.localStorage, userId);
      await signOut(dispatch);
      await navigate('/login', { replace: true });
    })();
  }, [auth.isPending, auth.user, dispatch, navigate, t]);

  return (
    <div className="login-screen">
      {asking ? null : (
        <p className="login-busy" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('logoutScreen.working')}
        </p>
      )}
    </div>
  );
}
