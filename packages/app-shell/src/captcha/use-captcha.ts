import type { CaptchaAnswer, CaptchaPurpose } from '@lotus/contract/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { auth } from '../api.ts';

/** Where the check stands: not asked, at work, done (an answer waits to be sent), or failed. */
export type CaptchaStatus = 'idle' | 'working' | 'ready' | 'failed';

export interface CaptchaCheck {
  status: CaptchaStatus;
  /**
   * The answer to send with the form: waits for the work if it is not done, and spends it (a
   * challenge answers once; the next call starts another).
   */
  take: () => Promise<CaptchaAnswer>;
  /** A fresh challenge, worked on at once (after a refusal, or when the check failed). */
  renew: () => void;
}

interface Work {
  answer: Promise<CaptchaAnswer>;
  /** When its challenge expires (known once fetched). */
  expiry: { at: number };
  controller: AbortController;
}

const demands: ReadonlySet<string> = new Set(['error_captcha_required', 'error_captcha_check_failed']);

/** The server asks for the security check (first time, or again after a spent or failed one). */
export function isCaptchaDemand(code: string): boolean {
  return demands.has(code);
}

/** An answer this close to its challenge's expiry is not sent: a new one is worked out instead. */
const expiryMarginMs = 20_000;

/**
 * The captcha of a form (decision 0011): while `wanted`, a challenge for `purpose` is fetched and
 * solved in Web Workers, unseen and with no eyes needed; the form takes the answer when it sends.
 * The solver's code loads only here, the first time a form wants a captcha.
 */
export function useCaptcha(purpose: CaptchaPurpose, wanted: boolean): CaptchaCheck {
  const [status, setStatus] = useState<CaptchaStatus>('idle');
  const current = useRef<Work | null>(null);

  const start = useCallback((): Work => {
    current.current?.controller.abort();
    const controller = new AbortController();
    const expiry = { at: Infinity };
    const answer = (async () => {
      const [captcha, { solveCaptchaChallenge }] = await Promise.all([
        auth.captcha(purpose),
        import('./captcha-solver.ts'),
      ]);
      expiry.at = Date.parse(captcha.expiresAt);
      return solveCaptchaChallenge(captcha, controller.signal);
    })();
    const work: Work = { answer, expiry, controller };
    current.current = work;
    setStatus('working');
    work.answer.then(
      () => {
        if (current.current === work) setStatus('ready');
      },
      () => {
        if (current.current === work && !controller.signal.aborted) setStatus('failed');
      },
    );
    return work;
  }, [purpose]);

  useEffect(() => {
    if (wanted && current.current === null) start();
  }, [wanted, start]);

  // Leaving the page stops the workers.
  useEffect(() => () => current.current?.controller.abort(), []);

  const take = useCallback(async () => {
    let work = current.current;
    if (work === null || work.expiry.at - Date.now() < expiryMarginMs) work = start();
    try {
      return await work.answer;
    } finally {
      // Spent: the next send needs another (renew starts it after a refusal).
      if (current.current === work) {
        current.current = null;
        setStatus('idle');
      }
    }
  }, [start]);

  const renew = useCallback(() => {
    start();
  }, [start]);

  return { status, take, renew };
}
