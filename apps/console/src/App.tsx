import { AppProviders } from '@lotus/app-shell';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes.tsx';

/**
 * The operator console: language, data cache, theme and toasts around the routes. No system-status
 * gate: the operator listener serves no public call, and an operator works through maintenance.
 */
export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
