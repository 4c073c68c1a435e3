import type { Logger } from '../logger.ts';

/**
 * Runs `pass` on this instance every `periodMs`, never two at once (a pass still running when the
 * timer fires is left to finish), logging what `report` returns at debug and a failure as a
 * warning (the next pass tries again). The timer does not hold the process; answers its stop.
 * Every job it runs must be safe on several instances at once: that is the job's own rule.
 */
export function startRepeatingPass<Pass>(options: {
  periodMs: number;
  logger: Logger;
  pass: () => Promise<Pass>;
  /** What a pass did, worth a debug line; undefined when it did nothing. */
  report: (pass: Pass) => { message: string; details: object } | undefined;
  /** The warning's words when a pass fails. */
  failure: string;
}): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    options
      .pass()
      .then((pass) => {
        const report = options.report(pass);
        if (report) options.logger.debug(report.details, report.message);
      })
      .catch((error: unknown) => options.logger.warn({ err: error }, options.failure))
      .finally(() => {
        running = false;
      });
  }, options.periodMs);
  timer.unref();
  return () => clearInterval(timer);
}
