import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';
import { fact as baseFact } from '../../components/facts.css.ts';

export { factLabel, factValue } from '../../components/facts.css.ts';
export { muted, notice, page, sectionTitle, stack, title } from '../../shell/page.css.ts';

const desktop = 'screen and (min-width: 768px)';

/** The three things an agent does: one under the other on a phone, side by side on a desktop. */
export const pitch = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const pitchPoint = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.primary}`,
});
/** A small heading: a point of the pitch, the part of a state that lists what was sent. */
export const smallTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

/** A state's heading with its badge beside it, wrapping under it on a narrow screen. */
export const stateHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
/** Focused once an application is sent, so a screen reader reads where it now stands. */
export const stateTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  ':focus': { outline: 'none' },
});

/** What was sent, or decided: label over value, two columns from a desktop's width. */
export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr' } },
});
export const fact = style([baseFact, { display: 'grid', gap: vars.space.xxs }]);
/** A note or a reason takes the whole row and keeps its line breaks. */
export const wideFact = style([fact, { gridColumn: '1 / -1' }]);
export const text = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
