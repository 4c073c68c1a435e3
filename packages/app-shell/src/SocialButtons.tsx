import type { LoginResult } from '@lotus/contract/login-challenge';
import type { SocialPopupMessage, SocialProvider } from '@lotus/contract/social';
import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { social } from './api.ts';
import { FormAlert } from './FormAlert.tsx';
import * as styles from './LoginForm.css.ts';
import { popupError, runSocialPopup } from './social-popup.ts';
import { isLoginChallenge, useKeepSession } from './use-session.ts';
import { useSubmit } from './use-submit.ts';

export const socialProvidersKey = ['social', 'providers'] as const;

const providerNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * "Continue with Google / Facebook": the provider in a popup, then the ticket it brings back
 * exchanged for a session (or a second-step challenge, like any login). Nothing shows when the
 * brand offers no provider.
 */
export function SocialButtons(props: { onResult: (result: LoginResult) => void }) {
  const { t } = useT('errors', 'social');
  const keep = useKeepSession();
  const providers = useQuery({ queryKey: socialProvidersKey, queryFn: social.providers, staleTime: 300_000 });
  // The popup opens in the click itself (a popup blocker lets only that through); the call waits for it.
  const signIn = useSubmit<{ provider: SocialProvider; popup: Promise<SocialPopupMessage> }>({
    send: async ({ popup }) => {
      const message = await popup;
      const refusal = popupError(message);
      if (refusal) throw refusal;
      if (!('ticket' in message)) throw new Error('the popup brought no ticket');
      const result = await social.login(message.ticket);
      if (!isLoginChallenge(result)) await keep(result);
      props.onResult(result);
    },
    fallback: { otherwise: t('errors.error_social_login_failed') },
  });
  const busy = signIn.pending ? (signIn.sent?.provider ?? null) : null;
  if (!providers.data || providers.data.length === 0) return null;

  return (
    <div className={styles.form} data-testid="social-login">
      <p className={styles.challengeText}>{t('social.continueWith')}</p>
      <div className={styles.socialRow}>
        {providers.data.map(({ provider }) => (
          <Button
            key={provider}
            variant="secondary"
            fullWidth
            loading={busy === provider}
            disabled={busy !== null && busy !== provider}
            onClick={() => {
              if (signIn.pending) return;
              signIn.setRefusal(null);
              signIn.submit({ provider, popup: runSocialPopup(social.startUrl(provider)) });
            }}
          >
            {providerNames[provider]}
          </Button>
        ))}
      </div>
      <p className={styles.challengeText}>{t('social.ageNotice')}</p>
      <FormAlert message={signIn.refusal} />
    </div>
  );
}
