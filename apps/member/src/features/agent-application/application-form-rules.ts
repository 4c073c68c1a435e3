import type { ApplyForAgent } from '@lotus/contract/agents';
import { isCleanText } from '@lotus/contract/free-text';

// The bounds of the contract's applyForAgentSchema (packages/contract/src/agents/schemas.ts), which
// a web page may not import: the text is counted as the server counts it, in UTF-16 units once
// trimmed and in NFC.
export const contactMax = 100;
export const noteMax = 500;
export const expectedTeamMax = 1_000_000;

export type ApplicationField = 'contact' | 'expectedTeam' | 'note';

export interface ApplicationFormValues {
  contact: string;
  /** As typed: a whole number once checked. */
  expectedTeam: string;
  note: string;
}

/** A problem of one field: its i18n key under `agentApplication.form.errors`, or the free-text rule's. */
export type ApplicationProblem =
  | 'contactRequired'
  | 'contactTooLong'
  | 'expectedTeamRequired'
  | 'expectedTeamInvalid'
  | 'noteTooLong'
  | 'forbiddenCharacters';

/** One line as the server keeps it: trimmed, in NFC. */
const oneLine = (text: string) => text.trim().normalize('NFC');
/** Several lines as the server keeps them: line feeds for line breaks, trimmed, in NFC. */
const lines = (text: string) => text.replace(/\r\n?/g, '\n').trim().normalize('NFC');

/** The note's length as the server counts it (the counter under the field). */
export function noteLengthOf(note: string): number {
  return lines(note).length;
}

/** What is wrong with the form before it is sent; an empty object when nothing is. */
export function applicationFormProblems(
  values: ApplicationFormValues,
): Partial<Record<ApplicationField, ApplicationProblem>> {
  const problems: Partial<Record<ApplicationField, ApplicationProblem>> = {};
  const contact = oneLine(values.contact);
  if (!isCleanText(contact, 'single')) problems.contact = 'forbiddenCharacters';
  else if (contact === '') problems.contact = 'contactRequired';
  else if (contact.length > contactMax) problems.contact = 'contactTooLong';
  const team = values.expectedTeam.trim();
  if (team === '') problems.expectedTeam = 'expectedTeamRequired';
  else if (!/^\d+$/.test(team) || Number(team) > expectedTeamMax)
    problems.expectedTeam = 'expectedTeamInvalid';
  const note = lines(values.note);
  if (!isCleanText(note, 'multi')) problems.note = 'forbiddenCharacters';
  else if (note.length > noteMax) problems.note = 'noteTooLong';
  return problems;
}

/** The request of a form without problems, as the server reads it. */
export function applicationRequest(values: ApplicationFormValues): ApplyForAgent {
  return {
    contact: oneLine(values.contact),
    expectedTeam: Number(values.expectedTeam.trim()),
    note: lines(values.note),
  };
}
