import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import * as styles from './InlineRetry.css.ts';

/**
 * A one-line "could not be loaded" with a retry, for the home page's extras (banners, notices):
 * they are not worth a big empty-state box, but the player should know and be able to ask again.
 */
export function InlineRetry(props: { text: string; onRetry: () => void; testId?: string }) {
  const { t } = useT('common');
  return (
    <div className={styles.strip} role="status" data-testid={props.testId}>
      <span>{props.text}</span>
      <Button size="sm" variant="secondary" onClick={props.onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
