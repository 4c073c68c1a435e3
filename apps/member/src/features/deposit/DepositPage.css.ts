import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';
import { fact as baseFact, factValue as baseFactValue } from '../../components/facts.css.ts';
import { recentItem } from '../../components/lists.css.ts';

export { factLabel } from '../../components/facts.css.ts';
export { itemAmount } from '../../components/lists.css.ts';
export { muted, notice, page, stack, title } from '../../shell/page.css.ts';
export { spacedSectionTitle as sectionTitle } from '../../shell/page.css.ts';

const desktop = 'screen and (min-width: 768px)';

export const detailsHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});
export const transfer = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: '1fr auto' } },
});
export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const fact = style([
  baseFact,
  { display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', gap: vars.space.xs },
]);
export const factValue = style([baseFactValue, { gridColumn: '1' }]);
export const copyButton = style({ gridColumn: '2', gridRow: '1 / span 2' });
export const qr = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xs });
export const entryStatus = style({ justifySelf: 'end' });
/** A recent deposit: the whole item is the button that opens its details. */
export const entryButton = style([
  recentItem,
  {
    width: '100%',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { borderColor: vars.color.primary },
    ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
]);
