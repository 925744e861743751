import { remoteByKey } from '@inkspell/contracts/values';
import type { AreaRemote, RemoteKey } from '@inkspell/contracts';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneRemote, type StandaloneRemoteProps } from './StandaloneRemote';

/** A link to each of the remote's pages that needs no parameter, labelled with its title. */
export function standaloneLinks(remote: Pick<AreaRemote, 'routes'>): StandaloneRemoteProps['links'] {
  return remote.routes.filter((route) => !route.path.includes(':')).map((route) => ({ to: route.path, label: route.title ?? 'Home' }));
}

/**
 * A remote's bootstrap when its own dist/index.html is opened (working on it alone): its Routes in
 * the bare standalone frame, with links to its pages from the area registry.
 */
export function mountStandalone(key: RemoteKey, Routes: ComponentType): void {
  const remote = remoteByKey(key);
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StandaloneRemote appName={remote.dir} links={standaloneLinks(remote)}>
      <Routes />
    </StandaloneRemote>,
  );
}
