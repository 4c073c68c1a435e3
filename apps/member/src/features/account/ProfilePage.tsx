import {
  memberInfoQueryKey,
  profile as profileApi,
  useSessionStore,
  useSystemStatus,
} from '@lotus/app-shell';
import { formatDate, useT } from '@lotus/i18n';
import { Badge, Button, Card, EmptyState, Skeleton, useToast } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@lotus/app-shell/routing';
import { memberIconQueryKey, profileQueryKey } from '../../lib/account-queries.ts';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { AccountNav } from './AccountNav.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { SocialLinksSection } from './SocialLinksSection.tsx';
import * as styles from './ProfilePage.css.ts';

/** The member's profile: picture, personal and KYC details, messenger ids; contacts shown masked. */
export function ProfilePage() {
  const { t, language } = useT('auth', 'common', 'errors', 'profile', 'shell');
  const { brand } = useSystemStatus();
  const { show } = useToast();
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const openLogin = useLoginModal((state) => state.open);
  const profile = useQuery({
    queryKey: profileQueryKey,
    queryFn: profileApi.profile,
    enabled: token !== null,
  });
  if (!token) {
    return (
      <EmptyState
        title={t('errors.error_not_logged_in')}
        action={<Button onClick={openLogin}>{t('shell.login')}</Button>}
      />
    );
  }
  let body;
  if (profile.isPending) {
    body = <Skeleton height={320} radius="md" />;
  } else if (profile.isError) {
    body = (
      <EmptyState
        title={t('common.error')}
        action={<Button onClick={() => void profile.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else {
    const data = profile.data;
    const since = formatDate(data.createdAt, { language, timeZone: brand.timeZone });
    body = (
      <>
        <Card>
          <div className={styles.head}>
            <img src={data.avatarUrl} alt="" className={styles.avatar} width={64} height={64} />
            <div className={styles.headText}>
              <p className={styles.name} data-testid="profile-username">
                {data.nickname ?? data.username}
              </p>
              <p className={styles.muted}>{t('profile.memberSince', { date: since })}</p>
              <div>
                <Badge tone={data.kycComplete ? 'success' : 'warning'}>
                  {data.kycComplete ? t('profile.kycComplete') : t('profile.kycIncomplete')}
                </Badge>
              </div>
              {data.kycComplete ? null : <p className={styles.muted}>{t('profile.kycHint')}</p>}
            </div>
          </div>
        </Card>
        <Card>
          <ProfileForm
            key={data.profileUpdatedAt ?? 'new'}
            profile={data}
            onSaved={(next) => {
              queryClient.setQueryData(profileQueryKey, next);
              void queryClient.invalidateQueries({ queryKey: memberIconQueryKey });
              void queryClient.invalidateQueries({ queryKey: memberInfoQueryKey });
              show({ message: t('profile.saved'), tone: 'success' });
            }}
          />
        </Card>
        <Card>
          <section className={styles.group} aria-labelledby="contacts-title">
            <h2 id="contacts-title" className={styles.legend}>
              {t('profile.contacts')}
            </h2>
            <p className={styles.muted}>
              {t('auth.mobileNum')}: {data.mobileNum ?? t('profile.notSet')} · {t('auth.email')}:{' '}
              {data.email ?? t('profile.notSet')}
            </p>
            <p className={styles.muted}>
              {t('profile.contactsHint')} <Link to="/account/security">{t('profile.toSecurity')}</Link>
            </p>
          </section>
        </Card>
        <Card>
          <SocialLinksSection />
        </Card>
      </>
    );
  }
  return (
    <div className={styles.page}>
      <AccountNav />
      <h1 className={styles.title}>{t('profile.title')}</h1>
      {body}
    </div>
  );
}
