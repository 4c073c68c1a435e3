import { isApiError } from '@lotus/api-client';
import { useSubmit } from '@lotus/app-shell';
import type { ChatPostRequest, ChatRoomMessage } from '@lotus/contract/chat';
import { forbiddenCharactersCode, isCleanText } from '@lotus/contract/free-text';
import { chatRules, chatTextIsVisible, chatTextLength } from '@lotus/contract/values';
import { useT } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { chatQueryKeys } from './chat-queries.ts';
import * as styles from './ChatPage.css.ts';

/** One line of text: whatever breaks a line (a paste of several) becomes a space. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029\t]+/g, ' ');
}

/** Seconds left until `until` (ms since the epoch), ticking each second while above zero. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1_000));
}

/**
 * Writes a message: the character count and the rules under the field, the limits' refusals in words
 * (too long before sending; too fast, with the seconds left, when the server says so). The key of a
 * send is kept while its text is unchanged, so sending again after a lost answer posts it once.
 */
export function ChatComposer(props: { send: (request: ChatPostRequest) => Promise<ChatRoomMessage> }) {
  const { t } = useT('chat');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const attempt = useRef<{ text: string; key: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const secondsLeft = useSecondsLeft(waitUntil);
  // A local check (shown with the field) and the server's refusal (announced once, above the field).
  const form = useSubmit<ChatPostRequest, ChatRoomMessage, 'text'>({
    send: props.send,
    onSuccess: () => {
      attempt.current = null;
      setText('');
    },
    fallback: t('chat.composer.sendFailed'),
    fieldsOf: null,
    wordsOf: (failure) => {
      if (failure.code === 'error_chat_too_fast') {
        const seconds = Number(failure.params['retryAfterSeconds'] ?? chatRules.minIntervalSeconds);
        return t('chat.composer.tooFast', { seconds });
      }
      // The composer gives way to the notice that explains it.
      if (failure.code === 'error_chat_muted' || failure.code === 'error_chat_guest') return null;
      if (failure.code === 'error_validation' || failure.code === forbiddenCharactersCode) {
        return t('chat.composer.invalid');
      }
      return undefined;
    },
    onRefused: async (failure) => {
      if (!isApiError(failure)) return;
      if (failure.code === 'error_chat_too_fast') {
        const seconds = Number(failure.params['retryAfterSeconds'] ?? chatRules.minIntervalSeconds);
        setWaitUntil(Date.now() + seconds * 1_000);
      } else if (failure.code === 'error_chat_muted' || failure.code === 'error_chat_guest') {
        await queryClient.invalidateQueries({ queryKey: chatQueryKeys.me });
      }
    },
    onSettled: () => input.current?.focus(),
  });
  const { setRefusal } = form;
  const problem = form.problems.text ?? null;

  const trimmed = text.trim();
  const length = chatTextLength(trimmed);
  const over = length - chatRules.maxLength;
  const tooFast = secondsLeft > 0;

  // Once the wait is over, its refusal no longer applies.
  useEffect(() => {
    if (waitUntil !== null && secondsLeft === 0) {
      setWaitUntil(null);
      setRefusal(null);
    }
  }, [waitUntil, secondsLeft, setRefusal]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.pending || tooFast) return;
    if (!chatTextIsVisible(trimmed)) {
      form.setProblems({ text: t('chat.composer.empty') });
      return;
    }
    if (over > 0) return;
    if (!isCleanText(trimmed, 'single')) {
      form.setProblems({ text: t('chat.composer.invalid') });
      return;
    }
    if (attempt.current?.text !== trimmed) attempt.current = { text: trimmed, key: newIdempotencyKey() };
    setRefusal(null);
    form.submit({ text: trimmed, idempotencyKey: attempt.current.key });
  };

  const error = over > 0 ? t('chat.composer.tooLong', { max: chatRules.maxLength, over }) : problem;

  return (
    <form className={styles.composer} onSubmit={submit} noValidate>
      {form.refusal ? (
        <p role="alert" className={styles.refusal} data-testid="chat-refusal">
          {form.refusal}
        </p>
      ) : null}
      <TextField
        ref={input}
        wrapperClassName={styles.composerField}
        label={t('chat.composer.label')}
        placeholder={t('chat.composer.placeholder')}
        value={text}
        autoComplete="off"
        enterKeyHint="send"
        onChange={(event) => {
          setText(oneLine(event.target.value));
          form.setProblems({});
          if (!tooFast) setRefusal(null);
        }}
        hint={
          <>
            <span data-testid="chat-count">
              {t('chat.composer.count', { count: length, max: chatRules.maxLength })}
            </span>{' '}
            ·{' '}
            {t('chat.composer.rules', {
              max: chatRules.maxLength,
              seconds: chatRules.minIntervalSeconds,
              perMinute: chatRules.perMinute,
            })}
          </>
        }
        error={error}
      />
      <Button
        type="submit"
        loading={form.pending}
        disabled={over > 0 || tooFast}
        className={styles.send}
        data-testid="chat-send"
      >
        {t('chat.composer.send')}
      </Button>
    </form>
  );
}
