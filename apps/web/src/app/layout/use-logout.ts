import { useNavigate } from 'react-router';
import { authApi } from '../../shared/auth/auth-api';

/** 'Sair': ends the session on the server and returns to the login. */
export function useLogout(before?: () => void): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    before?.();
    await authApi.logout();
    navigate('/', { replace: true });
  };
}
