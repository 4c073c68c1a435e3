import type { I18nInstance } from '@lotus/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { SiteProviders } from './SiteProviders.tsx';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: 0 },
    },
  });
}

/** Everything a site needs around its routes: language, data cache, theme, toasts. */
export function AppProviders(props: { children: ReactNode; i18n?: I18nInstance }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <SiteProviders i18n={props.i18n}>
      <QueryClientProvider client={queryClient}>{props.children}</QueryClientProvider>
    </SiteProviders>
  );
}
