import { isApiError } from '@lotus/api-client';
import type { CaptchaAnswer } from '@lotus/contract/auth';
import { useCallback, useState } from 'react';
import type { CaptchaCheck } from './use-captcha.ts';
import { isCaptchaDemand, useCaptcha } from './use-captcha.ts';

export interface LoginCaptcha<Input> {
  /** Whether the check is asked (the field shows, each try carries an answer). */
  asked: boolean;
  check: CaptchaCheck;
  /** The try as sent: with the answer when the check is asked (waiting for the work if need be). */
  withAnswer: (input: Input) => Promise<Input & { captcha?: CaptchaAnswer }>;
  /** After a refusal: asks for the check when the server did; a spent answer is replaced at once. */
  refused: (failure: unknown, input: Input) => void;
  /** A try the server refused for want of the check, to send again (once) when the form is free. */
  resend: Input | null;
  resent: () => void;
}

/**
 * The security check of a login form (decision 0011): off until the brand always asks for it or the
 * server does (failures from this address, a burst on the name). A try refused for want of it is
 * sent again by itself once the browser has done the work, so the person clicks once.
 */
export function useLoginCaptcha<Input extends object>(alwaysAsked: boolean): LoginCaptcha<Input> {
  const [asked, setAsked] = useState(alwaysAsked);
  const check = useCaptcha('login', asked);
  const [resend, setResend] = useState<Input | null>(null);
  const { take, renew } = check;

  const withAnswer = useCallback(
    async (input: Input) => (asked ? { ...input, captcha: await take() } : input),
    [asked, take],
  );

  const refused = useCallback(
    (failure: unknown, input: Input) => {
      const code = isApiError(failure) ? failure.code : undefined;
      if (code === 'error_captcha_required' && !asked) {
        // This try went without an answer: the check starts now, and the try goes again after it.
        setAsked(true);
        setResend(input);
        return;
      }
      if (code !== undefined && isCaptchaDemand(code)) setAsked(true);
      if (asked) renew();
    },
    [asked, renew],
  );

  const resent = useCallback(() => setResend(null), []);

  return { asked, check, withAnswer, refused, resend, resent };
}
