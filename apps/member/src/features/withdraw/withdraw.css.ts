import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';
import { fact as baseFact } from '../../components/facts.css.ts';

export { factLabel, factValue } from '../../components/facts.css.ts';
export { itemAmount, list, recentItem } from '../../components/lists.css.ts';
export { muted, notice, page, stack, title } from '../../shell/page.css.ts';
export { spacedSectionTitle as sectionTitle } from '../../shell/page.css.ts';

const desktop = 'screen and (min-width: 768px)';

export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.surfaceSunken,
});
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  gridTemplateColumns: '1fr',
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr' } },
});
export const fact = style([baseFact, { display: 'grid', gap: vars.space.xxs }]);

export const entryEnd = style({ justifySelf: 'end', textAlign: 'end' });
export const entryActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});
export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.bold });
export const choice = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const radio = style({
  accentColor: vars.color.primary,
  width: '1.125rem',
  height: '1.125rem',
  flex: 'none',
});
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const upload = style({ display: 'grid', gap: vars.space.xs });
export const fileInput = style({
  font: 'inherit',
  color: vars.color.text,
  maxWidth: '100%',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const preview = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '16rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const account = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const accountNumber = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.05em' });
export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
