import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { signOut } from '../auth/session';
import './login.css';

/** /logout: ends the session on the server and in this browser, then shows the login. */
export function LogoutScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut(dispatch).then(() => navigate('/login', { replace: true }));
  }, [dispatch, navigate]);

  return (
    <div className="login-screen">
      <p className="login-busy" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('logoutScreen.working')}
      </p>
    </div>
  );
}
