import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';
import { page as pageBase } from '../../components/page.css.ts';

const desktop = 'screen and (min-width: 768px)';
const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

// The page's heading is the agent site's own; the page is a form's width at most, so the fields
// read as one form on a desktop.
export { header, muted, title } from '../../components/page.css.ts';
export const page = style([pageBase, { maxWidth: '34rem' }]);
export const panel = style({
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [desktop]: { padding: vars.space.lg } },
});

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const submit = style({ justifySelf: 'stretch', '@media': { [desktop]: { justifySelf: 'start' } } });

// ---- The account opened ----

export const done = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const doneTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.success,
  ':focus-visible': focusRing,
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const firstLogin = style({ margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
/** "Offer a contract": a link that leads on, drawn as the panel's main button. */
export const offer = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  ':hover': { background: vars.color.primaryHover },
  ':focus-visible': focusRing,
});
