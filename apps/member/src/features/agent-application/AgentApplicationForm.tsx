import { fieldOfRefusal, useSubmit } from '@lotus/app-shell';
import type { AgentApplication, ApplyForAgent } from '@lotus/contract/agents';
import { formatNumber, useT } from '@lotus/i18n';
import { Button, TextArea, TextField } from '@lotus/ui';
import { useState } from 'react';
import { CheckedForm } from '../../components/CheckedForm.tsx';
import { agentApplicationApi } from './agent-application-queries.ts';
import type {
  ApplicationField,
  ApplicationFormValues,
  ApplicationProblem,
} from './application-form-rules.ts';
import {
  applicationFormProblems,
  applicationRequest,
  contactMax,
  expectedTeamMax,
  noteLengthOf,
  noteMax,
} from './application-form-rules.ts';
import * as styles from './agent-application.css.ts';

const fields: readonly ApplicationField[] = ['contact', 'expectedTeam', 'note'];
const empty: ApplicationFormValues = { contact: '', expectedTeam: '', note: '' };

/**
 * The application: how to reach the member, how many players it expects to bring, a note. Each
 * field says its problem beside it (also once left); the server's refusal (one waiting already, an
 * agent already) stands above the form in the member's language. `onSent` gets the application.
 */
export function AgentApplicationForm(props: {
  /** The heading: a first application, or one after a rejection. */
  title: string;
  onSent: (application: AgentApplication) => unknown;
}) {
  const { t, language } = useT('agentApplication', 'validation');
  const [values, setValues] = useState<ApplicationFormValues>(empty);
  const max = formatNumber(expectedTeamMax, language);

  const wordsOf = (problem: ApplicationProblem): string => {
    if (problem === 'forbiddenCharacters') return t('validation.forbiddenCharacters');
    if (problem === 'contactTooLong')
      return t('agentApplication.form.errors.contactTooLong', { max: contactMax });
    if (problem === 'noteTooLong') return t('agentApplication.form.errors.noteTooLong', { max: noteMax });
    if (problem === 'expectedTeamInvalid')
      return t('agentApplication.form.errors.expectedTeamInvalid', { max });
    return t(`agentApplication.form.errors.${problem}`);
  };
  const change = (field: ApplicationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    send.clear(field);
  };

  const send = useSubmit<ApplyForAgent, AgentApplication, ApplicationField>({
    send: agentApplicationApi.apply,
    onSuccess: (application) => props.onSent(application),
    fallback: t('agentApplication.form.errors.sendFailed'),
    placeOf: (failure) => fieldOfRefusal(failure, {}, fields),
    // The server's words for a field are its English; ours are translated.
    wordsOf: (failure, field) => {
      if (field === 'form') return undefined;
      const own = applicationFormProblems(values)[field];
      return own ? wordsOf(own) : (failure.fields[field] ?? failure.message);
    },
  });
  const { problems } = send;

  const submit = () => {
    const found = applicationFormProblems(values);
    const clean = send.check(
      Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, wordsOf(problem)])),
    );
    if (clean) send.submit(applicationRequest(values));
  };

  const noteLength = noteLengthOf(values.note);
  return (
    <CheckedForm
      className={styles.stack}
      onSubmit={submit}
      alert={send.refusal}
      aria-labelledby="agent-application-form-title"
      data-testid="agent-application-form"
    >
      <h2 id="agent-application-form-title" className={styles.sectionTitle}>
        {props.title}
      </h2>
      <p className={styles.muted}>{t('agentApplication.form.intro')}</p>
      <TextField
        name="contact"
        label={t('agentApplication.form.contact')}
        value={values.contact}
        autoComplete="off"
        onChange={(event) => change('contact', event.target.value)}
        hint={t('agentApplication.form.contactHint')}
        error={problems.contact}
        required
      />
      <TextField
        name="expectedTeam"
        label={t('agentApplication.form.expectedTeam')}
        value={values.expectedTeam}
        inputMode="numeric"
        autoComplete="off"
        onChange={(event) => change('expectedTeam', event.target.value)}
        hint={t('agentApplication.form.expectedTeamHint', { max })}
        error={problems.expectedTeam}
        required
      />
      <TextArea
        name="note"
        label={t('agentApplication.form.note')}
        value={values.note}
        onChange={(event) => change('note', event.target.value)}
        hint={t('agentApplication.form.noteHint')}
        counter={t('agentApplication.form.noteCount', { count: noteLength, max: noteMax })}
        counterLabel={t('agentApplication.form.noteCountLabel', { count: noteLength, max: noteMax })}
        error={problems.note}
        rows={4}
      />
      <div>
        <Button type="submit" loading={send.pending}>
          {t('agentApplication.form.submit')}
        </Button>
      </div>
    </CheckedForm>
  );
}
