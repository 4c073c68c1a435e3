import type { MemberMessage } from '@lotus/contract';
import { formatMoney } from '@lotus/i18n';
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
  /** The operator's reason (a failed deposit, a rejected withdrawal), when there is one. */
  reason: string | null;
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
  return /^\d+$/.test(value) ? new Intl.NumberFormat(language).format(BigInt(value)) : value;
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

/** A message in the reader's language: the kind's template, or the operator's own words for a mail. */
export function renderMessage(t: UseT['t'], message: MemberMessage, context: RenderContext): RenderedMessage {
  if (message.kind === 'new_mail') {
    return {
      title: message.params['title'] ?? t('inbox.fromUs'),
      body: message.params['body'] ?? '',
      reason: null,
    };
  }
  const values = templateValues(message, context);
  const reason = message.params['reason'];
  return {
    title: t(`inbox.kinds.${message.kind}.title`),
    body: t(`inbox.kinds.${message.kind}.body`, values),
    reason: reason ? t('inbox.reason', { reason }) : null,
  };
}
