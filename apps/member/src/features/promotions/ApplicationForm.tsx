import { isApiError } from '@lotus/api-client';
import { fieldOfRefusal, useSubmit } from '@lotus/app-shell';
import type { Application, ApplicationInput, Promotion } from '@lotus/contract/promotions';
import { applicationCommentMax, applicationImagesMax } from '@lotus/contract/promotions';
import { isCleanText } from '@lotus/contract/free-text';
import { useT } from '@lotus/i18n';
import { Button, TextArea } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckedForm } from '../../components/CheckedForm.tsx';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { ApplicationImages } from './ApplicationImages.tsx';
import { promotionsApi, promotionsQueryKeys } from './promotions-queries.ts';
import { commentLengthOf } from './promotions-rules.ts';
import * as styles from './promotions.css.ts';
import { useApplicationImages } from './use-application-images.ts';

type Field = 'comment' | 'images';

/**
 * Applying to an application promotion: a comment (at most 140 characters, counted as the server
 * counts them) and up to 3 images (png or jpg, at most 5 MB each), each uploaded as it is picked.
 * One idempotency key until the application is made, so a retry after a lost answer applies once.
 */
export function ApplicationForm(props: { promotion: Promotion; onSent: (application: Application) => void }) {
  const { t } = useT('promotions', 'common', 'validation');
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const images = useApplicationImages();
  const attempt = useRef<string | null>(null);
  const imagesErrorId = useId();

  const send = useSubmit<ApplicationInput, Application, Field>({
    send: (input) => promotionsApi.apply(props.promotion.id, input),
    onSuccess: async (application) => {
      attempt.current = null;
      setComment('');
      images.clear();
      props.onSent(application);
      await queryClient.invalidateQueries({ queryKey: promotionsQueryKeys.all });
    },
    fallback: { unanswered: t('promotions.apply.sendFailed'), otherwise: t('common.error') },
    placeOf: (refusal) => fieldOfRefusal(refusal, { error_image_not_found: 'images' }, ['comment', 'images']),
    // A refusal may mean the status moved (applied elsewhere, ended): show the current one. A lost
    // answer keeps the form, so the retry sends the same key and applies once.
    onRefused: (failure) =>
      isApiError(failure) ? queryClient.invalidateQueries({ queryKey: promotionsQueryKeys.all }) : undefined,
  });
  const { problems } = send;

  const submit = () => {
    const found: Partial<Record<Field, string>> = {};
    const length = commentLengthOf(comment);
    const clean = comment.replace(/\r\n?/g, '\n').normalize('NFC').trim();
    if (length === 0) found.comment = t('promotions.apply.errors.commentMissing');
    else if (!isCleanText(clean, 'multi')) found.comment = t('promotions.apply.errors.forbiddenCharacters');
    else if (length > applicationCommentMax)
      found.comment = t('promotions.apply.errors.commentLong', { max: applicationCommentMax });
    if (!send.check(found)) return;
    // Not a field's problem shown as the member goes (it would push the images' buttons away
    // under the pointer when the comment is left): said above the form on sending only.
    if (images.images.some((image) => image.state !== 'uploaded')) {
      send.setRefusal(t('promotions.apply.waitUploads'));
      return;
    }
    attempt.current ??= newIdempotencyKey();
    send.submit({
      comment: clean,
      imageIds: images.images.flatMap((image) => (image.id ? [image.id] : [])),
      idempotencyKey: attempt.current,
    });
  };

  const count = commentLengthOf(comment);
  return (
    <CheckedForm
      className={styles.stack}
      onSubmit={submit}
      alert={send.refusal}
      data-testid="application-form"
    >
      <p className={styles.muted}>{t('promotions.apply.lead')}</p>
      <TextArea
        name="comment"
        label={t('promotions.apply.comment')}
        value={comment}
        rows={3}
        onChange={(event) => {
          setComment(event.target.value);
          send.clear('comment');
        }}
        hint={t('promotions.apply.commentHint', { max: applicationCommentMax })}
        counter={t('promotions.apply.commentCount', { count, max: applicationCommentMax })}
        counterLabel={t('promotions.apply.commentCountLabel', { count, max: applicationCommentMax })}
        error={problems.comment}
        required
      />
      <ApplicationImages
        images={images}
        max={applicationImagesMax}
        errorId={imagesErrorId}
        error={problems.images}
        onChange={() => send.clear('images')}
      />
      <div>
        <Button type="submit" loading={send.pending}>
          {t('promotions.apply.submit')}
        </Button>
      </div>
    </CheckedForm>
  );
}

/** The application is made: the news takes the focus (the form that had it is gone). */
export function ApplicationSent() {
  const { t } = useT('promotions');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.done} role="status" data-testid="application-sent">
      <h3 ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t('promotions.apply.done.title')}
      </h3>
      <p className={styles.notice}>{t('promotions.apply.done.text')}</p>
    </div>
  );
}
