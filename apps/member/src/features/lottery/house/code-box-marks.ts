/** A stretch of the code box's text: plain, or inside what the reader could not read (its problems' numbers). */
export interface MarkedPart {
  text: string;
  start: number;
  /** The numbers (1-based, as listed under the box) of the problems covering this stretch; empty when fine. */
  problems: number[];
}

/**
 * The text cut where a problem's span starts or ends, so each stretch is marked with the problems
 * covering it (spans may overlap: "12 lo" missing its points holds the number and the word).
 */
export function markedPartsOf(text: string, spans: readonly { start: number; end: number }[]): MarkedPart[] {
  const cuts = new Set([0, text.length]);
  for (const span of spans) {
    cuts.add(Math.max(0, Math.min(span.start, text.length)));
    cuts.add(Math.max(0, Math.min(span.end, text.length)));
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  const parts: MarkedPart[] = [];
  for (let index = 0; index + 1 < sorted.length; index++) {
    const start = sorted[index]!;
    const end = sorted[index + 1]!;
    if (end === start) continue;
    const problems = spans.flatMap((span, at) => (span.start <= start && span.end >= end ? [at + 1] : []));
    const last = parts.at(-1);
    // Neighbours marked alike read as one stretch.
    if (last !== undefined && last.problems.join() === problems.join()) last.text += text.slice(start, end);
    else parts.push({ text: text.slice(start, end), start, problems });
  }
  return parts;
}
