import { pathOf } from '@lotus/contract/call';
import {
  listSocialLinks,
  listSocialProviders,
  logInBySocialTicket,
  startSocialLink,
  startSocialLogin,
  unlinkSocialAccount,
} from '@lotus/contract/social';
import type { SocialProvider } from '@lotus/contract/social';
import type { ApiClient } from './client.ts';

/** Social login (facebook, google) and the member's linked social accounts. */
export function socialApi(client: ApiClient) {
  return {
    providers: () => client.call(listSocialProviders),
    /** Where the login popup starts: the server redirects it to the provider. */
    startUrl: (provider: SocialProvider) => pathOf(startSocialLogin.path, { provider }),
    login: (ticket: string) => client.call(logInBySocialTicket, { body: { ticket } }),
    links: () => client.call(listSocialLinks),
    link: (provider: SocialProvider) => client.call(startSocialLink, { params: { provider } }),
    unlink: (provider: SocialProvider) => client.call(unlinkSocialAccount, { params: { provider } }),
  };
}
