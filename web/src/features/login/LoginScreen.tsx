import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth/useAuth';
import { LoginPanel } from './LoginPanel';
import { TermsPanel } from './TermsPanel';
import { cameFromRejectedTerms, useRejectTerms } from './useRejectTerms';

/**
 * /login: the login panel, then the terms panel for a signed-in person who has not accepted
 * them. Once logged in, the navigation guard sends them on to where they were going. After the
 * terms were rejected, the panel says that the person was signed out.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const rejectTerms = useRejectTerms();
  return (
    <div className="login-screen">
      {auth.isAuthenticated && !auth.hasAcceptedTerms ? (
        <TermsPanel registrationSource="web" onRejected={rejectTerms} />
      ) : (
        <LoginPanel
          onCancel={() => navigate('/templates')}
          initialNotice={cameFromRejectedTerms(location.state) ? t('terms.rejected') : undefined}
        />
      )}
    </div>
  );
}
