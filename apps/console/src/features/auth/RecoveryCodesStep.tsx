import { useT } from '@lotus/i18n';
import { Button, Checkbox, useToast } from '@lotus/ui';
import { useState } from 'react';
import * as styles from './SignInPage.css.ts';

/** The recovery codes, shown once at enrolment; the console opens once the operator says they are saved. */
export function RecoveryCodesStep(props: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useT('console');
  const { show } = useToast();
  const [saved, setSaved] = useState(false);
  return (
    <div className={styles.form} data-testid="recovery-codes">
      <div>
        <h1 id="sign-in-title" className={styles.title}>
          {t('console.signIn.recoveryTitle')}
        </h1>
        <p className={styles.muted}>{t('console.signIn.recoveryLead')}</p>
      </div>
      <ol className={styles.codes} aria-label={t('console.signIn.recoveryTitle')}>
        {props.codes.map((code) => (
          <li key={code}>
            <code data-testid="recovery-code">{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void navigator.clipboard
              .writeText(props.codes.join('\n'))
              .then(() => show({ message: t('console.signIn.copied'), tone: 'success' }))
              .catch(() => undefined)
          }
        >
          {t('console.signIn.copyCodes')}
        </Button>
      </div>
      <Checkbox
        label={t('console.signIn.savedThem')}
        checked={saved}
        onChange={(event) => setSaved(event.target.checked)}
      />
      <Button onClick={props.onDone} disabled={!saved} fullWidth data-testid="enter-console">
        {t('console.signIn.enter')}
      </Button>
    </div>
  );
}
