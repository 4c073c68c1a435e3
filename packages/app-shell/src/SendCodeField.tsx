import type { ApiError } from '@lotus/api-client';
import { isApiError } from '@lotus/api-client';
import { useT } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import { useEffect, useState } from 'react';
import * as styles from './CaptchaField.css.ts';
import { useSubmit } from './use-submit.ts';

/** The seconds a too-early resend must still wait, when the server names a wait within the delay. */
function waitOf(error: ApiError): number | null {
  const retryAfter = Number(error.params.retryAfterSeconds);
  return error.code === 'error_too_many_requests' && retryAfter > 0 && retryAfter <= 60 ? retryAfter : null;
}

/**
 * The SMS code field with its "send code" button: after a send the button counts down the
 * server's resend delay (60 s); a refusal (too many requests, bad number) shows under the field.
 */
export function SendCodeField(props: {
  value: string;
  onChange: (code: string) => void;
  send: () => Promise<{ resendAfterSeconds: number }>;
  /** Checks the number before sending (the form shows its own message); false stops the send. */
  checkBeforeSend?: () => boolean;
  error?: string | undefined;
  /** For a code sent by email: the field's label and the line shown once it left. */
  label?: string;
  sentHint?: string;
}) {
  const { t } = useT('auth', 'errors');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sent, setSent] = useState(false);
  const sending = useSubmit({
    send: () => props.send(),
    onSuccess: (answer) => {
      setSent(true);
      setSecondsLeft(answer.resendAfterSeconds);
    },
    fallback: t('errors.error_network'),
    fieldsOf: null,
    // Asked again before the resend delay ran out (another form sent to the same number or
    // address): the button counts down what is left instead of a "retry in 5 minutes" message.
    wordsOf: (error) => (waitOf(error) === null ? undefined : null),
    onRefused: (error) => {
      const wait = isApiError(error) ? waitOf(error) : null;
      if (wait !== null) setSecondsLeft(wait);
    },
  });
  const problem = sending.refusal ?? undefined;

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = window.setTimeout(() => setSecondsLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  function send() {
    sending.setRefusal(null);
    if (props.checkBeforeSend && !props.checkBeforeSend()) return;
    sending.submit();
  }

  return (
    <div className={styles.row}>
      <TextField
        label={props.label ?? t('auth.verificationCode')}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={props.value}
        error={problem ?? props.error}
        hint={sent && !problem ? (props.sentHint ?? t('auth.codeSent')) : undefined}
        onChange={(event) => props.onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <div className={styles.image}>
        <Button
          variant="secondary"
          onClick={send}
          loading={sending.pending}
          disabled={secondsLeft > 0}
          data-testid="send-code"
        >
          {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
        </Button>
      </div>
    </div>
  );
}
