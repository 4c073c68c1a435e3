import type { Feedback } from '@lotus/contract/feedback';
import {
  feedbackContactMax,
  feedbackContentMax,
  feedbackContentMin,
  feedbackQuestionTypes,
} from '@lotus/contract/values';
import type { FeedbackQuestionType } from '@lotus/contract/values';
import { fieldOfRefusal, useSubmit } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, Select, TextArea, TextField } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { CheckedForm } from '../../components/CheckedForm.tsx';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
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
  const { t } = useT('feedback', 'success', 'validation');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FeedbackFormValues>(empty);
  const [sent, setSent] = useState<Feedback | null>(null);
  const key = useRef(newIdempotencyKey());

  const wordsOf = (problem: FieldProblem): string => {
    if (problem === 'contentTooShort')
      return t('feedback.errors.contentTooShort', { min: feedbackContentMin });
    if (problem === 'contentTooLong') return t('feedback.errors.contentTooLong', { max: feedbackContentMax });
    if (problem === 'contactTooLong') return t('feedback.errors.contactTooLong', { max: feedbackContactMax });
    if (problem === 'forbiddenCharacters') return t('validation.forbiddenCharacters');
    return t('feedback.errors.typeRequired');
  };
  const change = (field: FeedbackField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    send.clear(field);
    key.current = newIdempotencyKey();
  };

  const send = useSubmit<Parameters<typeof feedbackClient.send>[0], Feedback, FeedbackField>({
    send: feedbackClient.send,
    onSuccess: async (feedback) => {
      setSent(feedback);
      setValues(empty);
      key.current = newIdempotencyKey();
      await queryClient.invalidateQueries({ queryKey: feedbackQueryKeys.all });
    },
    fallback: t('feedback.errors.sendFailed'),
    placeOf: (failure) => fieldOfRefusal(failure, {}, fields),
    // The server's words for a field are its English; ours are translated.
    wordsOf: (failure, field) => {
      if (field === 'form') return undefined;
      const own = feedbackFormProblems(values)[field];
      return own ? wordsOf(own) : (failure.fields[field] ?? failure.message);
    },
  });
  const { problems } = send;

  const submit = () => {
    const found = feedbackFormProblems(values);
    const clean = send.check(
      Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, wordsOf(problem)])),
    );
    if (values.questionType === '' || !clean) return;
    const contact = values.contact.trim();
    send.submit({
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
    <CheckedForm className={styles.stack} onSubmit={submit} alert={send.refusal} data-testid="feedback-form">
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
        <Button type="submit" loading={send.pending}>
          {t('feedback.submit')}
        </Button>
      </div>
    </CheckedForm>
  );
}
