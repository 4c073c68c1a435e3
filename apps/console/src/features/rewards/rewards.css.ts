import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

/** The head of an entry: its title and badges, wrapping on a phone. */
export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});
/** Words a member or an operator wrote: their line breaks kept. */
export const note = style({ whiteSpace: 'pre-line' });

/** An application's thumbnails, side by side. */
export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const thumb = style({
  display: 'grid',
  placeItems: 'center',
  width: '5.5rem',
  height: '5.5rem',
  padding: 0,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  cursor: 'zoom-in',
  selectors: {
    '&:disabled': { cursor: 'default' },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
});
export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const thumbNote = style({ padding: vars.space.xxs, fontSize: vars.fontSize.xs, textAlign: 'center' });
/** The image opened full size: as large as the dialog allows, never cropped. */
export const fullImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '75vh',
  margin: '0 auto',
  objectFit: 'contain',
});

/** A form's fields two to a row on a desktop, one on a phone. */
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
/** A group of fields (a language's words, the sign-in ladder). */
export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const legend = style({
  padding: `0 ${vars.space.xxs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
/** The ladder's days: as many to a row as fit. */
export const ladder = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
});
/** The ladder inside the terms: its days and buttons, under a title rather than another frame. */
export const ladderGroup = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

/** The head of a section: its title and its main button. */
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
/** A problem of a group rather than one field (the prize table's). */
export const problem = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
/** The prize table's lines: kind, amount, weight and remove side by side on a desktop, stacked on a phone. */
export const prizeLines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const prizeLine = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
  },
});
/** How much of a budget is used, under its figures. */
export const meter = style({
  display: 'block',
  width: '100%',
  maxWidth: '16rem',
  height: '0.5rem',
  marginTop: vars.space.xxs,
});
/** A campaign's prize table in brief: its lines side by side as far as they fit. */
export const prizeList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});
/** A draw's seeds: long hex, broken anywhere rather than widening the page. */
export const seeds = style({ overflowWrap: 'anywhere', fontSize: vars.fontSize.xs });
/** A username search: the field and its buttons side by side once there is room. */
export const search = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 20rem) auto' } },
});
/** A level's figures: as many to a row as fit. */
export const levelFigures = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
});
/** One game type's rates: its name, then rebate and cashback side by side (the name above them on a phone). */
export const rateRow = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(8rem, 12rem) repeat(2, minmax(0, 14rem))' } },
});
export const rateType = style({
  gridColumn: '1 / -1',
  fontWeight: vars.fontWeight.medium,
  '@media': { [desktop]: { gridColumn: 'auto', alignSelf: 'center', paddingTop: vars.space.md } },
});
