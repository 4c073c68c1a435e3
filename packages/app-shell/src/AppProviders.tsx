import type { I18nInstance } from '@lotus/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { SiteProviders } from './SiteProviders.tsx';

function createQueryClient(retryDelayMs: number | undefined): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: 1,
        ...(retryDelayMs === undefined ? {} : { retryDelay: retryDelayMs }),
      },
      mutations: { retry: 0 },
    },
  });
}

/**
 * Everything a site needs around its routes: language, data cache, theme, toasts. A failed read is
 * tried once more after TanStack Query's delay (a second); `retryDelayMs` shortens it where nobody
 * waits for a server to recover (the screens' tests, which otherwise spend a real second on each
 * "could not be loaded" state).
 */
export function AppProviders(props: { children: ReactNode; i18n?: I18nInstance; retryDelayMs?: number }) {
  const [queryClient] = useState(() => createQueryClient(props.retryDelayMs));
  return (
    <SiteProviders i18n={props.i18n}>
      <QueryClientProvider client={queryClient}>{props.children}</QueryClientProvider>
    </SiteProviders>
  );
}
