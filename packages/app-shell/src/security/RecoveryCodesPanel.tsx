import { useT } from '@lotus/i18n';
import { Button, useToast } from '@lotus/ui';
import * as styles from './security.css.ts';

/** The recovery codes, shown once: a list to copy or write down, and a button to say it is done. */
export function RecoveryCodesPanel(props: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useT('success', 'twoStep');
  const { show } = useToast();
  return (
    <div className={styles.form} role="group" aria-labelledby="recovery-title" data-testid="recovery-codes">
      <h3 id="recovery-title" className={styles.subtitle}>
        {t('twoStep.recoveryTitle')}
      </h3>
      <p className={styles.muted}>{t('twoStep.recoveryBody')}</p>
      <ol className={styles.codes}>
        {props.codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard
              .writeText(props.codes.join('\n'))
              .then(() => show({ message: t('success.copy_success'), tone: 'success' }))
          }
        >
          {t('twoStep.copyCodes')}
        </Button>
        <Button onClick={props.onDone}>{t('twoStep.recoveryDone')}</Button>
      </div>
    </div>
  );
}
