import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});
export const action = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${meta} dd`, { margin: 0 });
export const who = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });
export const diffScroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const diff = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.mono,
});
export const caption = style({
  textAlign: 'start',
  fontFamily: vars.font.body,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  paddingBottom: vars.space.xxs,
});
globalStyle(`${diff} th, ${diff} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  minWidth: '5rem',
});
globalStyle(`${diff} tbody th`, { whiteSpace: 'nowrap', overflowWrap: 'normal' });
globalStyle(`${diff} thead th`, {
  fontFamily: vars.font.body,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});
globalStyle(`${diff} td:last-child`, { color: vars.color.success, fontWeight: vars.fontWeight.bold });
export const unchanged = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
globalStyle(`${unchanged} summary`, { cursor: 'pointer', color: vars.color.textMuted, width: 'fit-content' });
export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${details} div`, { display: 'flex', gap: vars.space.xxs, minWidth: 0, maxWidth: '100%' });
globalStyle(`${details} dt`, { color: vars.color.textMuted, flex: 'none' });
globalStyle(`${details} dt::after`, { content: '":"' });
globalStyle(`${details} dd`, {
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});
