import { isApiError } from '@lotus/api-client';
import type { LoginResult } from '@lotus/contract/login-challenge';
import type { SocialProvider } from '@lotus/contract/social';
import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { social } from './api.ts';
import { FormAlert } from './FormAlert.tsx';
import * as styles from './LoginForm.css.ts';
import { popupError, runSocialPopup } from './social-popup.ts';
import { isLoginChallenge, useKeepSession } from './use-session.ts';

export const socialProvidersKey = ['social', 'providers'] as const;

const providerNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * "Continue with Google / Facebook": the provider in a popup, then the ticket it brings back
 * exchanged for a session (or a second-step challenge, like any login). Nothing shows when the
 * brand offers no provider.
 */
export function SocialButtons(props: { onResult: (result: LoginResult) => void }) {
  const { t } = useT();
  const keep = useKeepSession();
  const providers = useQuery({ queryKey: socialProvidersKey, queryFn: social.providers, staleTime: 300_000 });
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!providers.data || providers.data.length === 0) return null;

  async function signIn(provider: SocialProvider) {
    setError(null);
    setBusy(provider);
    try {
      const message = await runSocialPopup(social.startUrl(provider));
      const refusal = popupError(message);
      if (refusal) throw refusal;
      if (!('ticket' in message)) throw new Error('the popup brought no ticket');
      const result = await social.login(message.ticket);
      if (!isLoginChallenge(result)) await keep(result);
      props.onResult(result);
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : 'error_social_login_failed';
      setError(isApiError(failure) && failure.status > 0 ? failure.message : t(`errors.${code}`));
    } finally {
      setBusy(null);
    }
  }

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
            onClick={() => void signIn(provider)}
          >
            {providerNames[provider]}
          </Button>
        ))}
      </div>
      <p className={styles.challengeText}>{t('social.ageNotice')}</p>
      <FormAlert message={error} />
    </div>
  );
}
