import { isApiError } from '@lotus/api-client';
import { useT } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import { useEffect, useState } from 'react';
import * as styles from './CaptchaField.css.ts';

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
  const { t } = useT();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = window.setTimeout(() => setSecondsLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  async function send() {
    setProblem(undefined);
    if (props.checkBeforeSend && !props.checkBeforeSend()) return;
    setSending(true);
    try {
      const answer = await props.send();
      setSent(true);
      setSecondsLeft(answer.resendAfterSeconds);
    } catch (error) {
      const retryAfter = isApiError(error) ? Number(error.params.retryAfterSeconds) : Number.NaN;
      // Asked again before the resend delay ran out (another form sent to the same number or
      // address): the button counts down what is left instead of a "retry in 5 minutes" message.
      if (
        isApiError(error) &&
        error.code === 'error_too_many_requests' &&
        retryAfter > 0 &&
        retryAfter <= 60
      ) {
        setSecondsLeft(retryAfter);
      } else {
        setProblem(isApiError(error) && error.status > 0 ? error.message : t('errors.error_network'));
      }
    } finally {
      setSending(false);
    }
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
          onClick={() => void send()}
          loading={sending}
          disabled={secondsLeft > 0}
          data-testid="send-code"
        >
          {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
        </Button>
      </div>
    </div>
  );
}
