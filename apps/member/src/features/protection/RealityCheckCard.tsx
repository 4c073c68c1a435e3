import { FormAlert, useSubmit } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, Card, Select, Skeleton, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { protection, protectionQueryKeys, useRealityCheck } from './protection-queries.ts';
import * as styles from './ResponsibleGamingPage.css.ts';

/** The reminder intervals offered, in minutes. */
export const realityCheckChoices = [15, 30, 45, 60, 90, 120] as const;

function RealityCheckForm(props: { current: number | null }) {
  const { t } = useT('common', 'protection');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState(props.current === null ? 'off' : String(props.current));
  // Any failure reads the same here: the setting was not saved.
  const form = useSubmit<number | null>({
    send: async (minutes) => {
      await protection.setRealityCheck(minutes);
      await queryClient.invalidateQueries({ queryKey: protectionQueryKeys.realityCheck });
      show({ message: t('protection.realityCheck.saved'), tone: 'success' });
    },
    fallback: t('protection.failed'),
    wordsOf: () => t('protection.failed'),
  });
  const options = [
    { value: 'off', label: t('protection.realityCheck.off') },
    ...realityCheckChoices.map((minutes) => ({
      value: String(minutes),
      label: t('protection.realityCheck.every', { minutes }),
    })),
    // A value set elsewhere (another device, the API) stays choosable.
    ...(props.current !== null && !(realityCheckChoices as readonly number[]).includes(props.current)
      ? [
          {
            value: String(props.current),
            label: t('protection.realityCheck.every', { minutes: props.current }),
          },
        ]
      : []),
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    form.setRefusal(null);
    form.submit(choice === 'off' ? null : Number(choice));
  }

  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <div className={styles.fields}>
        <Select
          label={t('protection.realityCheck.label')}
          name="realityCheck"
          value={choice}
          options={options}
          onChange={(event) => setChoice(event.target.value)}
        />
      </div>
      <FormAlert message={form.refusal} />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={form.pending}>
          {t('protection.realityCheck.save')}
        </Button>
      </div>
    </form>
  );
}

/** The reality-check setting: a reminder every N minutes with time played and net result, or off. */
export function RealityCheckCard() {
  const { t } = useT('common', 'protection');
  const realityCheck = useRealityCheck();
  return (
    <Card>
      <section className={styles.section} aria-labelledby="reality-check-title">
        <h2 id="reality-check-title" className={styles.sectionTitle}>
          {t('protection.realityCheck.title')}
        </h2>
        <p className={styles.muted}>{t('protection.realityCheck.hint')}</p>
        {realityCheck.isPending ? (
          <Skeleton height={64} radius="md" />
        ) : realityCheck.isError ? (
          <div className={styles.actions}>
            <p className={styles.muted}>{t('common.error')}</p>
            <Button variant="secondary" size="sm" onClick={() => void realityCheck.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <RealityCheckForm current={realityCheck.data.intervalMinutes} />
        )}
      </section>
    </Card>
  );
}
