import type { Captcha, CaptchaAnswer } from '@lotus/contract/auth';
import { solveChallengeWorkers } from 'altcha-lib';

/** Workers the page lends to a challenge: one core is left to the page, four at most. */
function workerCount(): number {
  const cores = typeof navigator === 'undefined' ? 2 : navigator.hardwareConcurrency || 2;
  return Math.min(4, Math.max(1, cores - 1));
}

/**
 * Does a challenge's work in Web Workers (decision 0011): the counters are shared out between the
 * workers and the first to meet the key's prefix answers. Loaded only when a form asks for a captcha,
 * so a page that never does loads neither this nor the workers.
 */
export async function solveCaptchaChallenge(captcha: Captcha, signal: AbortSignal): Promise<CaptchaAnswer> {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallengeWorkers({
    challenge: { parameters: captcha.challenge },
    concurrency: workerCount(),
    controller,
    createWorker: () =>
      new Worker(new URL('./captcha-worker.ts', import.meta.url), { type: 'module', name: 'captcha' }),
    timeout: 60_000,
  });
  if (!solution) throw new Error(signal.aborted ? 'captcha work cancelled' : 'captcha work timed out');
  return { captchaId: captcha.captchaId, counter: solution.counter, derivedKey: solution.derivedKey };
}
