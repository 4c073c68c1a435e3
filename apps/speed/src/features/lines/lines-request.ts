import { system } from '@lotus/app-shell';
import type { DomainRoute } from '@lotus/contract/system';

/** Device 3 of the spec's domain routes: the web lines. */
export const webDevice = 3;

let early: Promise<DomainRoute> | undefined;

/**
 * Asks for the lines as the page starts, alongside the status call instead of after it: the list
 * is the one thing a visitor came for.
 */
export function requestLinesEarly(): void {
  early = system.domainRoute(webDevice);
  // A failure is reported when the list asks for the answer; nobody may be listening yet.
  early.catch(() => undefined);
}

/** The early answer the first time, a fresh request after that (retries, "test again"). */
export function fetchLines(): Promise<DomainRoute> {
  const answer = early ?? system.domainRoute(webDevice);
  early = undefined;
  return answer;
}
