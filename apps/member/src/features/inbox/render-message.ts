import type { MemberMessage } from '@lotus/contract/messages';
import { mailParamKey } from '@lotus/contract/values';
import { formatMoney, formatNumber } from '@lotus/i18n';
import { formatDateTime } from '../../lib/format-date-time.ts';
import type { UseT } from '@lotus/i18n';

export interface RenderContext {
  language: string;
  /** The brand currency, for an amount that carries none. */
  currency: string;
  /** The brand time zone: dates read as the brand's clock, not the reader's device. */
  timeZone: string;
}

export interface RenderedMessage {
  title: string;
  body: string;
  /**
   * The operator's own words shown under the text, when there are any: the reason of a failed
   * deposit or a rejected withdrawal, the reply to a feedback.
   */
  note: string | null;
}

/** The values the templates use, formatted for the reader. */
export type TemplateValues = {
  amount: string;
  date: string;
  game: string;
  count: string;
  minutes: string;
};

function formatCount(value: string | undefined, language: string): string {
  if (value === undefined) return '';
  return /^\d+$/.test(value) ? formatNumber(BigInt(value), language) : value;
}

/**
 * The template values of a message, formatted for the reader: amount in the currency, date in the
 * brand's time zone (the message's own time when it names none), count and minutes as numbers.
 */
export function templateValues(message: MemberMessage, context: RenderContext): TemplateValues {
  const { params } = message;
  const amount = params['amount'];
  return {
    amount:
      amount === undefined
        ? ''
        : formatMoney(amount, params['currency'] ?? context.currency, context.language),
    date: formatDateTime(params['date'] ?? message.createdAt, context),
    game: params['game'] ?? '',
    count: formatCount(params['count'], context.language),
    minutes: formatCount(params['minutes'], context.language),
  };
}

/**
 * The operator's mail in the reader's language: the translation for their language (`title_vi`,
 * `body_vi`; `zh-CN` falls back to `zh`) when the mail carries one, else its own words.
 */
function mailText(
  params: Record<string, string>,
  field: 'title' | 'body',
  language: string,
): string | undefined {
  const base = language.split('-')[0] ?? language;
  return params[mailParamKey(field, language)] ?? params[mailParamKey(field, base)] ?? params[field];
}

/** A message in the reader's language: the kind's template, or the operator's own words for a mail. */
export function renderMessage(t: UseT['t'], message: MemberMessage, context: RenderContext): RenderedMessage {
  if (message.kind === 'new_mail') {
    return {
      title: mailText(message.params, 'title', context.language) ?? t('inbox.fromUs'),
      body: mailText(message.params, 'body', context.language) ?? '',
      note: null,
    };
  }
  const values = templateValues(message, context);
  const { reason, reply } = message.params;
  let note: string | null = null;
  if (reason) note = t('inbox.reason', { reason });
  else if (reply) note = t('inbox.reply', { reply });
  return {
    title: t(`inbox.kinds.${message.kind}.title`),
    body: t(`inbox.kinds.${message.kind}.body`, values),
    note,
  };
}
