import { useT } from '@lotus/i18n';
import { Button, EmptyState, Skeleton, useToast } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { security } from '../api.ts';
import { BindContactForm } from './BindContactForm.tsx';
import * as styles from './security.css.ts';

export const securityOverviewKey = ['member', 'security', 'overview'] as const;

/** The bound mobile number and email (masked), each with a way to add or change it. */
export function ContactsSection() {
  const { t } = useT('auth', 'common', 'securityCentre');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: securityOverviewKey, queryFn: security.overview });
  const [editing, setEditing] = useState<'mobile' | 'email' | null>(null);

  let body;
  if (overview.isPending) {
    body = <Skeleton height={96} radius="md" />;
  } else if (overview.isError) {
    body = (
      <EmptyState
        title={t('common.error')}
        action={<Button onClick={() => void overview.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else {
    body = (
      <ul className={styles.list}>
        {(['mobile', 'email'] as const).map((kind) => {
          const current = overview.data[kind];
          return (
            <li key={kind} className={styles.stackedItem} data-testid={`contact-${kind}`}>
              <div className={styles.itemRow}>
                <span className={styles.itemText}>
                  <span>{t(kind === 'mobile' ? 'auth.mobileNum' : 'auth.email')}</span>
                  <span className={styles.muted}>{current ?? t('securityCentre.notBound')}</span>
                </span>
                {editing === kind ? null : (
                  <Button size="sm" variant="secondary" onClick={() => setEditing(kind)}>
                    {current ? t('securityCentre.change') : t('securityCentre.bind')}
                  </Button>
                )}
              </div>
              {editing === kind ? (
                <BindContactForm
                  kind={kind}
                  onCancel={() => setEditing(null)}
                  onBound={(next) => {
                    queryClient.setQueryData(securityOverviewKey, next);
                    setEditing(null);
                    show({
                      message: t(
                        kind === 'mobile' ? 'securityCentre.mobileBound' : 'securityCentre.emailBound',
                      ),
                      tone: 'success',
                    });
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="contacts-title" data-testid="contacts-section">
      <h2 id="contacts-title" className={styles.subtitle}>
        {t('securityCentre.contactsTitle')}
      </h2>
      {body}
    </section>
  );
}
