import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { signOut } from '../auth/session';
import { useAuth } from '../auth/useAuth';
import { LoginPanel } from './LoginPanel';
import { TermsPanel } from './TermsPanel';

/**
 * /login: the login panel, then the terms panel for a signed-in person who has not accepted
 * them. Once logged in, the navigation guard sends them on to where they were going.
 */
export function LoginScreen() {
  const auth = useAuth();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <div className="login-screen">
      {auth.isAuthenticated && !auth.hasAcceptedTerms ? (
        <TermsPanel registrationSource="web" onRejected={() => signOut(dispatch)} />
      ) : (
        <LoginPanel onCancel={() => navigate('/templates')} />
      )}
    </div>
  );
}
