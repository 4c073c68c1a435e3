import { useSystemStatus } from '@lotus/app-shell';
import type { Feedback } from '@lotus/contract/feedback';
import { useT } from '@lotus/i18n';
import { Badge } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagedList } from '../../components/PagedList.tsx';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { feedbackClient, feedbackPageSize, feedbackQueryKeys } from './feedback-queries.ts';
import * as styles from './feedback.css.ts';

const statusTone = { open: 'warning', answered: 'success', closed: 'neutral' } as const;

/** The member's own feedback, newest first: each with its state and, once answered, the reply. */
export function FeedbackList() {
  const { t } = useT('feedback');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: feedbackQueryKeys.page(page),
    queryFn: () => feedbackClient.list({ page, size: feedbackPageSize }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="my-feedback-title" className={styles.stack}>
      <h2 id="my-feedback-title" className={styles.sectionTitle}>
        {t('feedback.listTitle')}
      </h2>
      <PagedList
        query={list}
        page={page}
        pageSize={feedbackPageSize}
        onPage={setPage}
        placeholderHeight={160}
        texts={{
          caption: t('feedback.listTitle'),
          empty: t('feedback.empty'),
          emptyHint: t('feedback.emptyHint'),
          loadError: t('feedback.loadError'),
          pager: {
            label: t('feedback.pager.label'),
            previous: t('feedback.pager.previous'),
            next: t('feedback.pager.next'),
            pageOf: (current, pages) => t('feedback.pager.pageOf', { page: current, pages }),
          },
        }}
        renderEntry={(feedback) => <FeedbackEntry key={feedback.id} feedback={feedback} />}
      />
    </section>
  );
}

function FeedbackEntry(props: { feedback: Feedback }) {
  const { t, language } = useT('feedback');
  const { brand } = useSystemStatus();
  const { feedback } = props;
  const when = (instant: string) => formatDateTime(instant, { language, timeZone: brand.timeZone });
  // Past the promise and still open: say so rather than show a time already gone.
  const late = feedback.status === 'open' && Date.parse(feedback.replyDueAt) < Date.now();
  return (
    <li className={styles.entry} data-testid="feedback-entry">
      <div className={styles.entryLine}>
        <strong>{t(`feedback.types.${feedback.questionType}`)}</strong>
        <Badge tone={statusTone[feedback.status]}>{t(`feedback.statuses.${feedback.status}`)}</Badge>
      </div>
      <p className={styles.muted}>
        <time dateTime={feedback.createdAt}>{t('feedback.sentAt', { date: when(feedback.createdAt) })}</time>
      </p>
      <p className={styles.text}>{feedback.content}</p>
      {feedback.contact ? (
        <p className={styles.muted}>{t('feedback.contactShown', { contact: feedback.contact })}</p>
      ) : null}
      {feedback.reply !== null ? (
        <div className={styles.reply}>
          <p className={styles.replyLabel}>{t('feedback.ourReply')}</p>
          <p className={styles.text}>{feedback.reply}</p>
          {feedback.repliedAt ? (
            <p className={styles.muted}>
              <time dateTime={feedback.repliedAt}>
                {t('feedback.repliedAt', { date: when(feedback.repliedAt) })}
              </time>
            </p>
          ) : null}
        </div>
      ) : feedback.status === 'open' ? (
        <p className={styles.muted}>
          {late ? t('feedback.replyLate') : t('feedback.replyDue', { date: when(feedback.replyDueAt) })}
        </p>
      ) : null}
    </li>
  );
}
