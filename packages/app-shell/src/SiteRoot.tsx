import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders.tsx';
import { ForcedPasswordChange } from './ForcedPasswordChange.tsx';
import { SystemStatusGate } from './SystemStatusGate.tsx';

/** Everything around a site's pages: providers, then the system-status gate. */
export function SiteRoot(props: { children: ReactNode }) {
  return (
    <AppProviders>
      <SystemStatusGate>
        {props.children}
        <ForcedPasswordChange />
      </SystemStatusGate>
    </AppProviders>
  );
}

/** Renders a site into index.html's #root. */
export function mountSite(site: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(<StrictMode>{site}</StrictMode>);
}
