import type { Promotion, PromotionStatus } from '@lotus/contract/promotions';
import { applicationImageMaxBytes, applicationImagesMax } from '@lotus/contract/promotions';
import { feedbackContentLength } from '@lotus/contract/values';
import type { BadgeTone } from '@lotus/ui';

/** Each of the ten statuses' badge colour. */
export const statusTones: Record<PromotionStatus, BadgeTone> = {
  join: 'primary',
  claim: 'success',
  applying: 'warning',
  closed: 'neutral',
  rejected: 'danger',
  issued: 'success',
  claimed: 'info',
  processing: 'warning',
  signed: 'info',
  coming: 'neutral',
};

/**
 * The one thing a promotion's card offers, from its rule and the member's status:
 * `claim` (with the amount; a sign-in claims today's), `join` a challenge, `deposit` for a match or
 * a reload not yet deposited for, `apply` to an application promotion, `login` for a visitor, or
 * nothing (coming, closed, under review, already claimed...).
 */
export type PromotionAction = 'claim' | 'signIn' | 'join' | 'deposit' | 'apply' | 'login' | null;

export function actionOf(promotion: Promotion, signedIn: boolean): PromotionAction {
  const { status } = promotion;
  if (status === 'coming' || status === 'closed') return null;
  if (!signedIn) return 'login';
  const rule = promotion.terms.rule;
  if (status === 'claim') return rule === 'daily_sign_in' ? 'signIn' : 'claim';
  if (status !== 'join') return null;
  switch (rule) {
    case 'turnover_challenge':
      return 'join';
    case 'first_deposit_match':
    case 'reload_bonus':
      return 'deposit';
    case 'application':
      return 'apply';
    default:
      return null;
  }
}

/** The reasons the server gives for `closed` that have their own words; any other reads as `other`. */
const knownReasons = ['registered_before', 'first_deposit_made', 'deposit_too_small', 'bets_needed'] as const;
export type ReasonKey = (typeof knownReasons)[number] | 'other';
export function reasonKeyOf(reason: string | null): ReasonKey | null {
  if (reason === null) return null;
  return knownReasons.find((known) => known === reason) ?? 'other';
}

/** A challenge's share done, 0-100 (whole per cent, never above 100). */
export function percentDone(progress: { done: string; target: string }): number {
  const target = BigInt(progress.target);
  if (target <= 0n) return 0;
  const done = BigInt(progress.done);
  return Number(done >= target ? 100n : (done * 100n) / target);
}

/**
 * The turnover a bonus asks when the card can know it (the bonus × the multiplier); a match or a
 * reload counts the deposit too, which only the server knows (its grant says it).
 */
export function bonusTurnover(promotion: Promotion, amount: string): string | null {
  const { terms } = promotion;
  if (terms.rule === 'first_deposit_match' || terms.rule === 'reload_bonus') return null;
  return (BigInt(amount) * BigInt(terms.turnoverMultiplier)).toString();
}

/**
 * The sign-in ladder's days: each with its amount, signed or not, and which one is today's.
 * `streak` is the server's: while today waits to be claimed, the day today would be (so the days
 * signed are one fewer); once signed today, today's day; closed, the days signed so far.
 */
export function ladderOf(
  amounts: readonly string[],
  streak: number,
  status: 'claim' | 'signed' | 'other',
): { steps: Array<{ day: number; amount: string; done: boolean; next: boolean }>; signed: number } {
  const days = amounts.length;
  const signed = status === 'claim' ? Math.max(0, streak - 1) : streak;
  // After the last day the run pays the last amount again: today's step is the last one.
  const today = status === 'claim' ? Math.min(Math.max(1, streak), days) : null;
  const steps = amounts.map((amount, index) => {
    const day = index + 1;
    const next = day === today;
    return { day, amount, done: !next && day <= Math.min(signed, days), next };
  });
  return { steps, signed };
}

// The application's comment and images, as the browser checks them before sending (the server
// checks again, and judges an image's type by its bytes).

/** The comment's length as the server counts it: NFC, trimmed, graphemes. */
export function commentLengthOf(text: string): number {
  return feedbackContentLength(text.normalize('NFC').trim());
}

export type ImageProblem = 'type' | 'size' | 'tooMany';

/** Files the member picked: those to take, and the ones refused with why (type by name, size, count). */
export function checkPicked(
  files: readonly File[],
  already: number,
): { taken: File[]; refused: Array<{ file: File; problem: ImageProblem }> } {
  const taken: File[] = [];
  const refused: Array<{ file: File; problem: ImageProblem }> = [];
  for (const file of files) {
    if (!isPngOrJpeg(file)) refused.push({ file, problem: 'type' });
    else if (file.size > applicationImageMaxBytes) refused.push({ file, problem: 'size' });
    else if (already + taken.length >= applicationImagesMax) refused.push({ file, problem: 'tooMany' });
    else taken.push(file);
  }
  return { taken, refused };
}

function isPngOrJpeg(file: File): boolean {
  if (file.type === 'image/png' || file.type === 'image/jpeg') return true;
  // Some browsers give no type: the name decides here (the server reads the bytes).
  return file.type === '' && /\.(png|jpe?g)$/i.test(file.name);
}

/** "5 MB": the size limit as the member reads it. */
export const imageMaxLabel = `${applicationImageMaxBytes / 1024 / 1024} MB`;

/** Base64 of a file's bytes, in chunks (one String.fromCharCode of 5 MB would overflow the stack). */
export async function base64OfFile(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await bytesOf(file));
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}
