import type { RemoteKey } from '@inkspell/contracts';
import { LoadingScreen, useCurrentUser } from '@inkspell/ui';
import { Navigate } from 'react-router-dom';
import { RemoteArea } from './RemoteArea';

/**
 * An admin-only remote's pages (/admin-management-console of mf-admin): the remote is fetched only
 * for a user whose role is admin; anyone else is sent home and their browser never downloads it (spec 02 §6).
 */
export function AdminArea({ remote }: { remote: RemoteKey }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingScreen />;
  if (user?.role !== 'admin') return <Navigate to="/" replace />;
  return <RemoteArea remote={remote} />;
}
