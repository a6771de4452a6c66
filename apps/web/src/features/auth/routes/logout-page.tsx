import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { paths } from '@/config/paths.ts';
import { useLogout } from '../api/logout.ts';

/** /logout: ends the session, then shows the login page. */
export function LogoutPage() {
  const navigate = useNavigate();
  const { mutate } = useLogout();
  useEffect(() => {
    mutate(undefined, { onSettled: () => void navigate(paths.login.href(), { replace: true }) });
  }, [mutate, navigate]);
  return <LoadingScreen />;
}
