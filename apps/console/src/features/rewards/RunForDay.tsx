import { FormAlert, useSubmit } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, TextField, useToast } from '@lotus/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';
import * as styles from './rewards.css.ts';

/**
 * A brand day to run a once-a-day job for now (the VIP review, the rebate): its date, the button,
 * and what the run did in words; the server refuses a day not ended yet in its words.
 */
export function RunForDay<Answer>(props: {
  title: string;
  lead: string;
  dayLabel: string;
  button: string;
  testId: string;
  run: (day: string) => Promise<Answer>;
  said: (answer: Answer) => string;
}) {
  const { t } = useT('consoleRewards');
  const { show } = useToast();
  const [day, setDay] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const run = useSubmit<string, Answer, 'day'>({
    send: props.run,
    onSuccess: (answer) => {
      const words = props.said(answer);
      setSaid(words);
      show({ tone: 'success', message: words });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid(null);
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(day);
    if (!run.check({ day: valid ? undefined : t('consoleRewards.form.required') })) return;
    run.submit(day);
  };
  return (
    <section className={page.section} aria-labelledby={`${props.testId}-title`} data-testid={props.testId}>
      <h2 id={`${props.testId}-title`} className={page.sectionTitle}>
        {props.title}
      </h2>
      <p className={page.muted}>{props.lead}</p>
      <form className={styles.search} onSubmit={submit} noValidate>
        <TextField
          label={props.dayLabel}
          name="day"
          type="date"
          required
          value={day}
          error={run.problems.day}
          onChange={(event) => {
            setDay(event.target.value);
            run.clear('day');
          }}
        />
        <div className={page.actions}>
          <Button type="submit" variant="secondary" loading={run.pending}>
            {props.button}
          </Button>
        </div>
      </form>
      <FormAlert message={run.refusal} />
      {said !== null ? (
        <p className={page.muted} role="status">
          {said}
        </p>
      ) : null}
    </section>
  );
}
