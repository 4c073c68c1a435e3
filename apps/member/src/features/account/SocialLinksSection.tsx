import { popupError, runSocialPopup, social, useSubmit, useSystemStatus } from '@lotus/app-shell';
import type { SocialProvider } from '@lotus/contract/social';
import { formatDate, useT } from '@lotus/i18n';
import { Button, EmptyState, Skeleton, useToast } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as styles from './ProfilePage.css.ts';

const linksKey = ['member', 'social'] as const;
const providerNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** The social accounts linked to this member (the profile's social ids), with link and unlink. */
export function SocialLinksSection() {
  const { t, language } = useT('common', 'errors', 'social');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const providers = useQuery({
    queryKey: ['social', 'providers'],
    queryFn: social.providers,
    staleTime: 300_000,
  });
  const links = useQuery({ queryKey: linksKey, queryFn: social.links });
  // The call starts in the click itself (a popup blocker lets only that through); the form waits for it.
  const action = useSubmit<{ provider: SocialProvider; started: Promise<void> }>({
    send: ({ started }) => started,
    fallback: { otherwise: t('errors.error_social_login_failed') },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: linksKey }),
  });
  const busy = action.pending ? (action.sent?.provider ?? null) : null;
  const { brand } = useSystemStatus();

  function run(provider: SocialProvider, call: () => Promise<void>) {
    if (action.pending) return;
    action.setRefusal(null);
    action.submit({ provider, started: call() });
  }

  const link = (provider: SocialProvider) =>
    run(provider, async () => {
      const message = await runSocialPopup(social.link(provider).then((answer) => answer.url));
      const refusal = popupError(message);
      if (refusal) throw refusal;
      show({ message: t('social.linked', { provider: providerNames[provider] }), tone: 'success' });
    });
  const unlink = (provider: SocialProvider) =>
    run(provider, async () => {
      await social.unlink(provider);
      show({ message: t('social.unlinked', { provider: providerNames[provider] }), tone: 'success' });
    });

  if (providers.data?.length === 0 && links.data?.length === 0) return null;
  let body;
  if (providers.isPending || links.isPending) {
    body = <Skeleton height={96} radius="md" />;
  } else if (providers.isError || links.isError) {
    body = (
      <EmptyState
        title={t('common.error')}
        action={
          <Button onClick={() => void Promise.all([providers.refetch(), links.refetch()])}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else {
    const offered = new Set(providers.data.map((entry) => entry.provider));
    const shown = (['google', 'facebook'] as const).filter(
      (provider) => offered.has(provider) || links.data.some((entry) => entry.provider === provider),
    );
    body = (
      <ul className={styles.socialList}>
        {shown.map((provider) => {
          const linked = links.data.find((entry) => entry.provider === provider);
          return (
            <li key={provider} className={styles.socialItem} data-testid={`social-${provider}`}>
              <span className={styles.headText}>
                <span>{providerNames[provider]}</span>
                <span className={styles.muted}>
                  {linked
                    ? t('social.linkedAs', {
                        date: formatDate(linked.linkedAt, { language, timeZone: brand.timeZone }),
                        who: linked.email ?? linked.name ?? '—',
                      })
                    : t('social.notLinked')}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                loading={busy === provider}
                disabled={busy !== null && busy !== provider}
                onClick={() => (linked ? unlink(provider) : link(provider))}
              >
                {linked ? t('social.unlink') : t('social.link')}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={styles.group} aria-labelledby="social-title" data-testid="social-links">
      <h2 id="social-title" className={styles.legend}>
        {t('social.linkedTitle')}
      </h2>
      <p className={styles.muted}>{t('social.linkedIntro')}</p>
      {body}
      {action.refusal ? (
        <p role="alert" className={styles.error}>
          {action.refusal}
        </p>
      ) : null}
    </section>
  );
}
