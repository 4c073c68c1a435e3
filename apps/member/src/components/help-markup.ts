/**
 * The help articles' tiny markup (docs/help-centre.md), parsed into plain data that the page
 * renders as React elements: no HTML from the operator ever reaches the DOM as HTML.
 *
 * - a blank line starts a new paragraph; lines of one paragraph keep their line breaks;
 * - a line starting with `- ` (or `* `) is a bullet, one starting with `1. ` (any number) a step;
 * - `**bold**`;
 * - `[label](/path)` links to a page of this site, `[label](https://...)` to another site.
 *   Anything else in the parentheses is not a link: the label is shown as text.
 */

export type HelpInline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'link'; text: string; href: string; external: boolean };

export type HelpBlock =
  | { kind: 'paragraph'; lines: HelpInline[][] }
  | { kind: 'bullets'; items: HelpInline[][] }
  | { kind: 'steps'; items: HelpInline[][] };

const bulletLine = /^\s*[-*]\s+(.*)$/;
const stepLine = /^\s*\d{1,3}[.)]\s+(.*)$/;
const inlinePattern = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** A path of this site (`/deposit`), never `//host` or `/\host`, which browsers read as another site. */
const sitePath = /^\/(?![/\\])[^\s]*$/;
const webAddress = /^https:\/\/[^\s/?#]+[^\s]*$/i;

/** Where a link may go: a path of this site, or an https address; null for anything else. */
export function linkTarget(href: string): { href: string; external: boolean } | null {
  if (sitePath.test(href)) return { href, external: false };
  if (webAddress.test(href)) {
    try {
      return { href: new URL(href).href, external: true };
    } catch {
      return null;
    }
  }
  return null;
}

export function parseInline(text: string): HelpInline[] {
  const parts: HelpInline[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (value === '') return;
    const previous = parts.at(-1);
    if (previous?.kind === 'text') previous.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(inlinePattern)) {
    pushText(text.slice(last, match.index));
    const [whole, bold, label, href] = match;
    if (bold !== undefined) {
      parts.push({ kind: 'bold', text: bold });
    } else if (label !== undefined && href !== undefined) {
      const target = linkTarget(href);
      if (target) parts.push({ kind: 'link', text: label, ...target });
      else pushText(label);
    } else {
      pushText(whole);
    }
    last = match.index + whole.length;
  }
  pushText(text.slice(last));
  return parts;
}

export function parseHelpMarkup(source: string): HelpBlock[] {
  const blocks: HelpBlock[] = [];
  // Whether the next line may join the last block: a blank line ends it.
  let open = false;
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      open = false;
      continue;
    }
    const bullet = bulletLine.exec(line);
    const step = bullet ? null : stepLine.exec(line);
    const content = parseInline((bullet?.[1] ?? step?.[1] ?? line).trim());
    const kind = bullet ? 'bullets' : step ? 'steps' : 'paragraph';
    const last = open ? blocks.at(-1) : undefined;
    if (last?.kind === 'paragraph' && kind === 'paragraph') last.lines.push(content);
    else if (last !== undefined && last.kind !== 'paragraph' && last.kind === kind) last.items.push(content);
    else blocks.push(kind === 'paragraph' ? { kind, lines: [content] } : { kind, items: [content] });
    open = true;
  }
  return blocks;
}
