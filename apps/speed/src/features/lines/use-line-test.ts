import { useServerRead } from '@lotus/app-shell';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LineRow } from './line-rows.ts';
import { sortBySpeed, untestedRows, withResult } from './line-rows.ts';
import { fetchLines, linesAnsweredEarly } from './lines-request.ts';
import { measureLine } from './ping.ts';

/**
 * Runs `work` once the page has loaded and the browser is idle. A ping timed while the page is
 * still fetching its images and building its screen measures the page, not the line (seen here:
 * 100 ms and more for a loopback line in the first second, 5 ms afterwards).
 */
function afterPageSettles(work: () => void): () => void {
  let idleHandle: number | undefined;
  const whenIdle = () => {
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(work, { timeout: 1500 })
        : window.setTimeout(work, 300);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

/**
 * The lines from the server, each measured from this browser: every line at once, three pings
 * each; a row is updated as its line answers, and the list re-sorts fastest first.
 */
export function useLineTest() {
  const lines = useServerRead(fetchLines, { initial: linesAnsweredEarly });
  const domainsKey = lines.data?.domainList.map((line) => line.domainName).join('\n');
  // With the lines in before the first render, the list shows them at once (each being measured).
  const [rows, setRows] = useState<LineRow[]>(() =>
    lines.data ? untestedRows(lines.data.domainList.map((line) => line.domainName)) : [],
  );
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (domainsKey === undefined) return undefined;
    const domains = domainsKey === '' ? [] : domainsKey.split('\n');
    const controller = new AbortController();
    setRows(untestedRows(domains));
    const measureAll = () => {
      // Each round reads its own Resource Timing entries; the old ones would only fill the buffer.
      performance.clearResourceTimings();
      for (const [index, domain] of domains.entries()) {
        void measureLine(domain, window.location.protocol, controller.signal).then((speed) => {
          if (!controller.signal.aborted) setRows((current) => withResult(current, index + 1, speed));
        });
      }
    };
    const cancelWait = afterPageSettles(measureAll);
    return () => {
      cancelWait();
      controller.abort();
    };
  }, [domainsKey, round]);

  const testAgain = useCallback(() => setRound((value) => value + 1), []);
  const sorted = useMemo(() => sortBySpeed(rows), [rows]);
  return {
    lines,
    rows: sorted,
    testing: rows.some((row) => !row.tested),
    testAgain,
  };
}
