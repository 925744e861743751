import { useState, type ReactNode } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { defaultFrontendConfig } from '../api/frontend-config';
import { AppProviders } from './AppProviders';
import './standalone-remote.css';

export interface StandaloneRemoteProps {
  /** e.g. "mf-ink": shown in the banner so nobody mistakes this page for the real app. */
  appName: string;
  /** Links to the remote's own routes. */
  links: readonly { to: string; label: string }[];
  children: ReactNode;
}

/** A bare frame for working on one remote alone (its own dist/index.html): no shell, no header. */
export function StandaloneRemote({ appName, links, children }: StandaloneRemoteProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <AppProviders queryClient={queryClient} config={defaultFrontendConfig}>
        <nav className="ink-standalone-bar" aria-label={`${appName} pages`}>
          <strong>{appName} · standalone</strong>
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
        <main>{children}</main>
      </AppProviders>
    </BrowserRouter>
  );
}
