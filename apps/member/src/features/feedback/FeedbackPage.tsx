import { useT } from '@lotus/i18n';
import { Card } from '@lotus/ui';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';
import { FeedbackList } from './FeedbackList.tsx';
import * as styles from './feedback.css.ts';

/** Feedback and complaints (`/feedback`): the form with the 24-hour promise, and the member's own list. */
export function FeedbackPage() {
  return (
    <RequireSignIn>
      <Feedback />
    </RequireSignIn>
  );
}

function Feedback() {
  const { t } = useT('feedback');
  return (
    <div className={styles.page}>
      <div className={styles.stack}>
        <h1 className={styles.title}>{t('feedback.title')}</h1>
        <p className={styles.muted}>{t('feedback.intro')}</p>
      </div>
      <Card>
        <FeedbackForm />
      </Card>
      <FeedbackList />
    </div>
  );
}
