import { apiClient } from '@lotus/app-shell';
import { visitRegistrationLink } from '@lotus/contract/agents';
import { useEffect } from 'react';

/** What an agent's registration link carries (linkCodeParamsSchema); anything else is not asked about. */
const linkCode = /^[A-Za-z0-9]{4,32}$/;

/** The codes whose visit this page load has told the server already. */
const told = new Set<string>();

/**
 * The registration page opened through an agent's link (`/register?code=…`): the link counts a
 * click, once per page load and code, whatever renders again (the tabs, the language, Strict
 * Mode). The server counts only an enabled link's code; an answer or a failure changes nothing here.
 */
export function useLinkVisit(code: string | null): void {
  useEffect(() => {
    if (!code || !linkCode.test(code) || told.has(code)) return;
    told.add(code);
    apiClient.call(visitRegistrationLink, { params: { code } }).catch(() => undefined);
  }, [code]);
}
