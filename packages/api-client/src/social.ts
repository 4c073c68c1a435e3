import type { LoginResult } from '@lotus/contract/login-challenge';
import type { SocialLink, SocialProvider, SocialProviderEntry } from '@lotus/contract/social';
import type { ApiClient } from './client.ts';

/** Social login (facebook, google) and the member's linked social accounts. */
export function socialApi(client: ApiClient) {
  return {
    providers: () => client.get<SocialProviderEntry[]>('/wps/session/social/providers'),
    /** Where the login popup starts: the server redirects it to the provider. */
    startUrl: (provider: SocialProvider) => `/wps/session/social/${provider}/start`,
    login: (ticket: string) => client.post<LoginResult>('/wps/session/login/social', { json: { ticket } }),
    links: () => client.get<SocialLink[]>('/wps/member/social'),
    link: (provider: SocialProvider) => client.post<{ url: string }>(`/wps/member/social/${provider}/link`),
    unlink: (provider: SocialProvider) => client.delete<{ unlinked: true }>(`/wps/member/social/${provider}`),
  };
}
