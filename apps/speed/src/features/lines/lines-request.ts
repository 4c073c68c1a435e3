import { system } from '@lotus/app-shell';
import type { DomainRoute } from '@lotus/contract/system';

/** Device 3 of the spec's domain routes: the web lines. */
const webDevice = 3;

let early: Promise<DomainRoute> | undefined;
let answeredEarly: { value: DomainRoute; at: number } | undefined;

/**
 * Asks for the lines as the page starts, alongside the status call instead of after it: the list
 * is the one thing a visitor came for. The site mounts once it is in (`mountSite`'s `waitFor`), so
 * its first render shows the lines in place of the frame's loading rows.
 */
export function requestLinesEarly(): Promise<DomainRoute> {
  const request = system.domainRoute(webDevice);
  early = request;
  void request.then(
    (answer) => (answeredEarly = { value: answer, at: Date.now() }),
    // A failure is reported when the list asks for the answer; nobody may be listening yet.
    () => undefined,
  );
  return request;
}

/** The early answer and when it came, once it is in: the list's first render starts from it. */
export function linesAnsweredEarly(): { value: DomainRoute; at: number } | undefined {
  return answeredEarly;
}

/** The early answer the first time, a fresh request after that (retries, "test again"). */
export function fetchLines(): Promise<DomainRoute> {
  const answer = early ?? system.domainRoute(webDevice);
  early = undefined;
  return answer;
}
