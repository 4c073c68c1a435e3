import { useT } from '@lotus/i18n';
import { Button, Spinner } from '@lotus/ui';
import * as styles from './CaptchaField.css.ts';
import type { CaptchaCheck } from './captcha/use-captcha.ts';

/**
 * The form's security check (a proof of work, decision 0011): nothing to read or type, the browser
 * does it. It says what it is doing, to screen readers too, and offers a retry when it failed.
 */
export function CaptchaField(props: { check: CaptchaCheck }) {
  const { t } = useT('auth');
  const { status, renew } = props.check;
  const words = {
    idle: t('auth.captchaWaiting'),
    working: t('auth.captchaWorking'),
    ready: t('auth.captchaReady'),
    failed: t('auth.captchaFailed'),
  }[status];
  return (
    <div
      className={styles.check}
      role="group"
      aria-label={t('auth.captcha')}
      data-testid="captcha"
      data-status={status}
    >
      {status === 'working' ? <Spinner size="sm" /> : null}
      {status === 'ready' ? (
        <span className={styles.done} aria-hidden="true">
          ✓
        </span>
      ) : null}
      <p className={`${styles.checkText} ${status === 'failed' ? styles.failed : ''}`} role="status">
        {words}
      </p>
      {status === 'failed' ? (
        <Button variant="ghost" size="sm" onClick={renew}>
          {t('auth.captchaRetry')}
        </Button>
      ) : null}
    </div>
  );
}
