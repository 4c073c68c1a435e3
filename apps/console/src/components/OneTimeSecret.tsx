import { useT } from '@lotus/i18n';
import { Button, useToast } from '@lotus/ui';
import * as styles from './page.css.ts';

/** A secret the server answers once (a one-time password, an API token): shown whole, with a copy button. */
export function OneTimeSecret(props: {
  label: string;
  value: string;
  copyLabel: string;
  copiedText: string;
  testId: string;
}) {
  const { t } = useT('errors');
  const { show } = useToast();
  return (
    <div className={styles.stack}>
      <span className={styles.muted} id={`${props.testId}-label`}>
        {props.label}
      </span>
      <code className={styles.secret} data-testid={props.testId} aria-labelledby={`${props.testId}-label`}>
        {props.value}
      </code>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void navigator.clipboard
              .writeText(props.value)
              .then(() => show({ message: props.copiedText, tone: 'success' }))
              .catch(() => show({ message: t('errors.error_system'), tone: 'danger' }))
          }
        >
          {props.copyLabel}
        </Button>
      </div>
    </div>
  );
}
