import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';
const wide = 'screen and (min-width: 1100px)';
/** A field's name and the gap under it (the ui's Field): from the top of a row to its input. */
const createButtonOffset = `calc(${vars.fontSize.sm} * ${vars.lineHeight.tight} + ${vars.space.xs})`;
const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

// The page's heading and a list's heading with its count are the agent site's own.
export { header, listHeader, muted, page, title, visuallyHidden } from '../../components/page.css.ts';

// ---- A new link ----

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [desktop]: { padding: vars.space.lg } },
});
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
/**
 * One column on a phone; on a wide screen the kind, the note and the button on one row, their
 * names on one line at the top.
 */
export const createForm = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(22rem, 30rem) minmax(14rem, 1fr) auto',
      alignItems: 'start',
    },
  },
});
export const createNote = style({ minWidth: 0 });
/** Level with the note's field on a wide screen: below the line of the names. */
export const createButton = style({
  '@media': { [wide]: { marginTop: createButtonOffset } },
});

// ---- The list ----

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
/** A card a link: one column on a phone, two side by side on a wide screen. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
/** A link switched off keeps its figures readable: only its border says it rests. */
export const cardOff = style([card, { borderStyle: 'dashed', background: vars.color.surfaceSunken }]);
export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const code = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
});
export const offHint = style({ margin: 0, color: vars.color.warning, fontSize: vars.fontSize.xs });
export const address = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

// ---- The switch ----

export const switchButton = style({
  marginInlineStart: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: { '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.7 } },
});
export const switchTrack = style({
  position: 'relative',
  width: '2.75rem',
  height: '1.5rem',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  transition: `background ${vars.motion.fast}`,
  selectors: {
    [`${switchButton}[aria-checked="true"] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
  },
});
export const switchThumb = style({
  position: 'absolute',
  top: '50%',
  insetInlineStart: '0.1875rem',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: '50%',
  background: vars.color.textMuted,
  transform: 'translateY(-50%)',
  transition: `inset-inline-start ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    [`${switchButton}[aria-checked="true"] &`]: {
      insetInlineStart: '1.4375rem',
      background: vars.color.onPrimary,
    },
  },
});
export const switchText = style({ minWidth: '2.5em', textAlign: 'start' });

// ---- The note ----

export const note = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});
export const noteText = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
/** "Edit note" stays on one line beside a long note. */
export const editNote = style({ flexShrink: 0, whiteSpace: 'nowrap' });
export const noteEmpty = style([noteText, { color: vars.color.textMuted, fontStyle: 'italic' }]);
export const noteForm = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const noteField = style({ minWidth: 0 });
export const noteButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

// ---- Figures and sharing ----

export const cardFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, auto)',
  justifyContent: 'start',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${figures} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.xs });
globalStyle(`${figures} dd`, { margin: 0, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
export const share = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

// ---- The QR code ----

export const qrBody = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
});
export const qrCode = style({ lineHeight: 0 });
export const qrActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
});
