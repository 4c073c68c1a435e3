import { isCleanText } from '@lotus/contract/free-text';
import {
  feedbackContactMax,
  feedbackContentLength,
  feedbackContentMax,
  feedbackContentMin,
} from '@lotus/contract/values';
import type { FeedbackQuestionType } from '@lotus/contract/values';

export type FeedbackField = 'questionType' | 'content' | 'contact';

export interface FeedbackFormValues {
  questionType: FeedbackQuestionType | '';
  content: string;
  contact: string;
}

/** A problem of one field: its i18n key under `feedback.errors` (the bounds are the contract's). */
export type FieldProblem =
  'typeRequired' | 'contentTooShort' | 'contentTooLong' | 'contactTooLong' | 'forbiddenCharacters';

/**
 * The characters the counter shows: the text as the server will keep it (NFC, trimmed), counted as
 * a person sees them, the same function the server uses, so the screen never says 140 when the
 * server counts 141.
 */
export function contentLengthOf(text: string): number {
  return feedbackContentLength(text.normalize('NFC').trim());
}

/** What is wrong with the form before it is sent; an empty object when nothing is. */
export function feedbackFormProblems(
  values: FeedbackFormValues,
): Partial<Record<FeedbackField, FieldProblem>> {
  const problems: Partial<Record<FeedbackField, FieldProblem>> = {};
  if (values.questionType === '') problems.questionType = 'typeRequired';
  const length = contentLengthOf(values.content);
  // The free-text rule, as the server checks it (a carriage return is a line break there too).
  if (!isCleanText(values.content.replace(/\r\n?/g, '\n').normalize('NFC').trim(), 'multi')) {
    problems.content = 'forbiddenCharacters';
  } else if (length < feedbackContentMin) problems.content = 'contentTooShort';
  else if (length > feedbackContentMax) problems.content = 'contentTooLong';
  if (!isCleanText(values.contact.normalize('NFC').trim(), 'single'))
    problems.contact = 'forbiddenCharacters';
  else if (contentLengthOf(values.contact) > feedbackContactMax) problems.contact = 'contactTooLong';
  return problems;
}
