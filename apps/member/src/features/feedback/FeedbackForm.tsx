import type { Feedback } from '@lotus/contract/feedback';
import {
  feedbackContactMax,
  feedbackContentMax,
  feedbackContentMin,
  feedbackQuestionTypes,
} from '@lotus/contract/values';
import type { FeedbackQuestionType } from '@lotus/contract/values';
import { isApiError } from '@lotus/api-client';
import { useT } from '@lotus/i18n';
import { Button, Select, TextArea, TextField } from '@lotus/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { CheckedForm } from '../../components/CheckedForm.tsx';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { fieldOfRefusal, refusalText } from '../../lib/refusals.ts';
import { feedbackClient, feedbackQueryKeys } from './feedback-queries.ts';
import type { FeedbackField, FeedbackFormValues, FieldProblem } from './feedback-form-rules.ts';
import { contentLengthOf, feedbackFormProblems } from './feedback-form-rules.ts';
import * as styles from './feedback.css.ts';

const fields: readonly FeedbackField[] = ['questionType', 'content', 'contact'];
const empty: FeedbackFormValues = { questionType: '', content: '', contact: '' };

/**
 * The feedback form: a topic, the text with its live character count (10 to 140), how to reach the
 * member. Once sent it gives way to the 24-hour promise. One idempotency key per text: a retry of
 * the same words answers the first feedback; any change makes the next submit a new one.
 */
export function FeedbackForm() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FeedbackFormValues>(empty);
  const [problems, setProblems] = useState<Partial<Record<FeedbackField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<Feedback | null>(null);
  const key = useRef(newIdempotencyKey());

  const wordsOf = (problem: FieldProblem): string => {
    if (problem === 'contentTooShort')
      return t('feedback.errors.contentTooShort', { min: feedbackContentMin });
    if (problem === 'contentTooLong') return t('feedback.errors.contentTooLong', { max: feedbackContentMax });
    if (problem === 'contactTooLong') return t('feedback.errors.contactTooLong', { max: feedbackContactMax });
    return t('feedback.errors.typeRequired');
  };
  const change = (field: FeedbackField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setAlert(null);
    key.current = newIdempotencyKey();
  };

  const send = useMutation({
    mutationFn: feedbackClient.send,
    onSuccess: async (feedback) => {
      setSent(feedback);
      setValues(empty);
      key.current = newIdempotencyKey();
      await queryClient.invalidateQueries({ queryKey: feedbackQueryKeys.all });
    },
    onError: (failure) => {
      if (!isApiError(failure)) {
        setAlert(t('feedback.errors.sendFailed'));
        return;
      }
      const field = fieldOfRefusal(failure, {}, fields);
      if (field === 'form') {
        setAlert(refusalText(failure, t('feedback.errors.sendFailed')));
        return;
      }
      // The server's words for a field are its English; ours are translated.
      const own = feedbackFormProblems(values)[field];
      setProblems({ [field]: own ? wordsOf(own) : (failure.fields[field] ?? failure.message) });
    },
  });

  const submit = () => {
    const found = feedbackFormProblems(values);
    setProblems(
      Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, wordsOf(problem)])),
    );
    setAlert(null);
    if (values.questionType === '' || Object.keys(found).length > 0) return;
    const contact = values.contact.trim();
    send.mutate({
      questionType: values.questionType,
      content: values.content,
      ...(contact === '' ? {} : { contact }),
      idempotencyKey: key.current,
    });
  };

  if (sent) {
    return (
      <div role="status" className={styles.sent} data-testid="feedback-sent">
        <h2 className={styles.sectionTitle}>{t('feedback.sentTitle')}</h2>
        <p className={styles.notice}>{t('success.feedback_reply_promise')}</p>
        <div>
          <Button variant="secondary" onClick={() => setSent(null)}>
            {t('feedback.sendAnother')}
          </Button>
        </div>
      </div>
    );
  }

  const count = contentLengthOf(values.content);
  return (
    <CheckedForm className={styles.stack} onSubmit={submit} alert={alert} data-testid="feedback-form">
      <h2 className={styles.sectionTitle}>{t('feedback.formTitle')}</h2>
      <Select
        label={t('feedback.questionType')}
        placeholder={t('feedback.chooseType')}
        options={feedbackQuestionTypes.map((value) => ({ value, label: t(`feedback.types.${value}`) }))}
        value={values.questionType}
        onChange={(event) => change('questionType', event.target.value as FeedbackQuestionType)}
        error={problems.questionType}
        required
      />
      <TextArea
        label={t('feedback.content')}
        value={values.content}
        onChange={(event) => change('content', event.target.value)}
        hint={t('feedback.contentHint', { min: feedbackContentMin, max: feedbackContentMax })}
        counter={t('feedback.contentCount', { count, max: feedbackContentMax })}
        counterLabel={t('feedback.contentCountLabel', { count, max: feedbackContentMax })}
        error={problems.content}
        rows={5}
        required
      />
      <TextField
        label={t('feedback.contact')}
        value={values.contact}
        autoComplete="off"
        // Room for combining marks: the count that matters is the characters a person sees.
        maxLength={feedbackContactMax * 4}
        onChange={(event) => change('contact', event.target.value)}
        hint={t('feedback.contactHint')}
        error={problems.contact}
      />
      <div>
        <Button type="submit" loading={send.isPending}>
          {t('feedback.submit')}
        </Button>
      </div>
    </CheckedForm>
  );
}
