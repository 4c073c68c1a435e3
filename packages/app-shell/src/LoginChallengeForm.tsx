import { isApiError } from '@lotus/api-client';
import type { ChallengeFactor, LoginChallenge } from '@lotus/contract/login-challenge';
import { useT } from '@lotus/i18n';
import { Button, Select, TextField } from '@lotus/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { auth } from './api.ts';
import { FormAlert } from './FormAlert.tsx';
import * as styles from './LoginForm.css.ts';
import { SendCodeField } from './SendCodeField.tsx';
import { useKeepSession } from './use-session.ts';
import { useSubmit } from './use-submit.ts';

/**
 * The second step of a login: the member picks one of the factors the server offered (an SMS or
 * email code, the payee name, an authenticator or recovery code) and answers it; the session is
 * kept only once the server accepts. An expired or voided challenge leads back to the login.
 */
export function LoginChallengeForm(props: {
  challenge: LoginChallenge;
  onPassed: () => void;
  onRestart: () => void;
}) {
  const { t } = useT('errors', 'twoStep', 'validation');
  const keep = useKeepSession();
  const { challenge } = props;
  const [factor, setFactor] = useState<ChallengeFactor>(challenge.factors[0] ?? 'totp');
  const [answer, setAnswer] = useState('');
  const [expired, setExpired] = useState(false);
  const form = useSubmit<{ factor: ChallengeFactor; answer: string }, void, 'answer'>({
    send: async (request) => {
      const session = await auth.answerChallenge({ challengeId: challenge.challengeId, ...request });
      await keep(session);
      props.onPassed();
    },
    fallback: t('errors.error_system'),
    fieldsOf: null,
    onRefused: (error) => {
      if (isApiError(error) && error.code === 'error_challenge_expired') setExpired(true);
    },
  });
  const problem = form.problems.answer;

  const factorLabels: Record<ChallengeFactor, string> = {
    sms: t('twoStep.factorSms', { hint: challenge.mobileHint ?? '' }),
    email: t('twoStep.factorEmail', { hint: challenge.emailHint ?? '' }),
    payee: t('twoStep.factorPayee'),
    totp: t('twoStep.factorTotp'),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (
      !form.check({
        answer: answer.trim() === '' ? t('validation.required', { field: factorLabels[factor] }) : undefined,
      })
    )
      return;
    form.submit({ factor, answer });
  }

  function choose(next: ChallengeFactor) {
    setFactor(next);
    setAnswer('');
    form.clear();
  }

  let field;
  if (factor === 'sms' || factor === 'email') {
    field = (
      <SendCodeField
        key={factor}
        value={answer}
        onChange={setAnswer}
        error={problem}
        {...(factor === 'email'
          ? { label: t('twoStep.emailCode'), sentHint: t('twoStep.emailCodeSent') }
          : {})}
        send={() => auth.sendChallengeCode(challenge.challengeId, factor)}
      />
    );
  } else if (factor === 'payee') {
    field = (
      <TextField
        label={t('twoStep.payeeName')}
        name="payeeName"
        autoComplete="name"
        required
        value={answer}
        error={problem}
        onChange={(event) => setAnswer(event.target.value)}
      />
    );
  } else {
    field = (
      <TextField
        label={t('twoStep.totpCode')}
        name="totpCode"
        autoComplete="one-time-code"
        spellCheck={false}
        required
        value={answer}
        error={problem}
        hint={t('twoStep.totpCodeHint')}
        onChange={(event) => setAnswer(event.target.value.slice(0, 20))}
      />
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      data-testid="login-challenge"
      aria-labelledby="login-challenge-title"
    >
      <h2 id="login-challenge-title" className={styles.challengeTitle}>
        {t('twoStep.title')}
      </h2>
      <p className={styles.challengeText}>
        {challenge.reason === 'totp' ? t('twoStep.totpReason') : t('twoStep.newIpReason')}
      </p>
      {challenge.factors.length > 1 ? (
        <Select
          label={t('twoStep.factorLabel')}
          name="factor"
          value={factor}
          options={challenge.factors.map((value) => ({ value, label: factorLabels[value] }))}
          onChange={(event) => choose(event.target.value as ChallengeFactor)}
        />
      ) : (
        <p className={styles.challengeText}>
          {t('twoStep.factorLabel')}: {factorLabels[factor]}
        </p>
      )}
      {field}
      <FormAlert message={form.refusal} />
      {expired ? (
        <Button type="button" fullWidth onClick={props.onRestart}>
          {t('twoStep.startAgain')}
        </Button>
      ) : (
        <Button type="submit" fullWidth loading={form.pending}>
          {t('twoStep.confirm')}
        </Button>
      )}
    </form>
  );
}
