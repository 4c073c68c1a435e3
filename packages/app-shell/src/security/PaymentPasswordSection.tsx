import type { ContactChannel } from '@lotus/contract/security-centre';
import { useT } from '@lotus/i18n';
import { Badge, Button, EmptyState, Skeleton, useToast } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { security } from '../api.ts';
import { securityOverviewKey } from './ContactsSection.tsx';
import { PaymentPasswordForm } from './PaymentPasswordForm.tsx';
import type { PaymentPasswordMode } from './PaymentPasswordForm.tsx';
import * as styles from './security.css.ts';

/** The payment (transaction) password: whether it is set, and the forms to set, change or reset it. */
export function PaymentPasswordSection() {
  const { t } = useT('common', 'securityCentre');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: securityOverviewKey, queryFn: security.overview });
  const [mode, setMode] = useState<PaymentPasswordMode | null>(null);

  let body;
  if (overview.isPending) {
    body = <Skeleton height={48} radius="md" />;
  } else if (overview.isError) {
    body = (
      <EmptyState
        title={t('common.error')}
        action={<Button onClick={() => void overview.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else {
    const channels: ContactChannel[] = [];
    if (overview.data.mobile) channels.push('sms');
    if (overview.data.email) channels.push('email');
    const isSet = overview.data.paymentPasswordSet;
    body =
      mode === null ? (
        <>
          <p className={styles.muted}>{t('securityCentre.paymentIntro')}</p>
          <div className={styles.actions}>
            {isSet ? (
              <>
                <Button variant="secondary" onClick={() => setMode('change')}>
                  {t('securityCentre.changePayment')}
                </Button>
                <Button variant="ghost" onClick={() => setMode('reset')} disabled={channels.length === 0}>
                  {t('securityCentre.forgotPayment')}
                </Button>
              </>
            ) : (
              <Button onClick={() => setMode('set')} data-testid="set-payment-password">
                {t('securityCentre.setPayment')}
              </Button>
            )}
          </div>
          {isSet && channels.length === 0 ? (
            <p className={styles.muted}>{t('securityCentre.needsContact')}</p>
          ) : null}
        </>
      ) : (
        <PaymentPasswordForm
          mode={mode}
          channels={channels}
          onCancel={() => setMode(null)}
          onSaved={() => {
            setMode(null);
            void queryClient.invalidateQueries({ queryKey: securityOverviewKey });
            show({ message: t('securityCentre.paymentSaved'), tone: 'success' });
          }}
        />
      );
  }

  return (
    <section
      className={styles.section}
      aria-labelledby="payment-title"
      data-testid="payment-password-section"
    >
      <h2 id="payment-title" className={styles.subtitle}>
        {t('securityCentre.paymentTitle')}{' '}
        {overview.data ? (
          <Badge tone={overview.data.paymentPasswordSet ? 'success' : 'neutral'}>
            {overview.data.paymentPasswordSet
              ? t('securityCentre.paymentSet')
              : t('securityCentre.paymentNotSet')}
          </Badge>
        ) : null}
      </h2>
      {body}
    </section>
  );
}
