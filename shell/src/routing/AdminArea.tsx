import { LoadingScreen, useCurrentUser } from '@inkspell/ui';
import { Navigate } from 'react-router-dom';
import { RemoteArea } from './RemoteArea';

/**
 * /admin-management-console: mf-admin is fetched only for a user whose role is admin;
 * anyone else is sent home and their browser never downloads it (spec 02 §6).
 */
export function AdminArea() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingScreen />;
  if (user?.role !== 'admin') return <Navigate to="/" replace />;
  return <RemoteArea remote="admin" />;
}
