import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export { muted, notice, sectionTitle, stack, title } from '../../shell/page.css.ts';
export { factLabel, factValue } from '../../components/facts.css.ts';

const desktop = 'screen and (min-width: 768px)';
const reduced = '(prefers-reduced-motion: reduce)';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '64rem',
  margin: '0 auto',
  width: '100%',
  minWidth: 0,
});

/** The campaign pages' own tabs (wheel, envelope, ticket, draws), wrapping on a narrow phone. */
export const campaignNav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
globalStyle(`${campaignNav} a`, {
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});
globalStyle(`${campaignNav} a[aria-current="page"]`, {
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
});

/** A campaign: its art beside its facts on a desktop, one under the other on a phone. */
export const campaign = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(160deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  minWidth: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});
export const campaignHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const campaignName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
export const fact = style({ display: 'grid', gap: vars.space.xxs });
export const stage = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md });
export const actionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'center',
});
export const refusal = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const ineligible = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});

/** The prize table: each prize with its chance. */
export const prizeTable = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});
export const prizeLine = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

/** The result under the art, announced when it shows. */
export const result = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.surfaceSunken,
  width: '100%',
});
export const resultFigure = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
});
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'center',
});
export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.medium });

// The wheel: an SVG that turns to the drawn segment (the turn is set from the answer; the
// transition only shows it). Reduced motion: no transition, the wheel is at once where it stops.
export const wheelBox = style({ position: 'relative', width: 'min(100%, 20rem)', aspectRatio: '1' });
export const wheel = style({
  width: '100%',
  height: '100%',
  display: 'block',
  transition: 'transform 4.2s cubic-bezier(0.15, 0.85, 0.25, 1)',
  '@media': { [reduced]: { transition: 'none' } },
});
export const wheelSegmentEven = style({ fill: vars.color.primary });
export const wheelSegmentOdd = style({ fill: vars.color.accent });
export const wheelSegmentLast = style({ fill: vars.color.info });
export const wheelSegmentNone = style({ fill: vars.color.surfaceSunken });
export const wheelLabel = style({ fill: vars.color.onPrimary, fontSize: '7px', fontWeight: 700 });
export const wheelLabelNone = style({ fill: vars.color.textMuted, fontSize: '7px', fontWeight: 700 });
export const wheelRim = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 3 });
export const wheelHub = style({ fill: vars.color.surfaceRaised, stroke: vars.color.primary, strokeWidth: 2 });
export const pointer = style({
  position: 'absolute',
  top: '-0.25rem',
  left: '50%',
  width: '1.5rem',
  transform: 'translateX(-50%)',
  fill: vars.color.danger,
  stroke: vars.color.surfaceRaised,
  strokeWidth: 2,
});

// The envelope: the flap folds up (the closed flap shrinks to its top edge, then the open flap grows
// up from it, behind the note), the seal goes, and the note rises with the prize.
export const envelope = style({ width: 'min(100%, 14rem)', display: 'block', overflow: 'visible' });
export const envelopeBody = style({ fill: vars.color.danger });
export const envelopeSeal = style({ fill: vars.color.primary });
export const envelopeGlyph = style({ fill: 'none', stroke: vars.color.danger, strokeWidth: 3 });
const motion = (transition: string) => ({
  transition,
  '@media': { [reduced]: { transition: 'none' } },
});
export const envelopeFlap = style({
  fill: vars.color.danger,
  stroke: vars.color.primary,
  strokeWidth: 1.5,
  transformBox: 'fill-box',
  transformOrigin: 'top',
  ...motion('transform 0.35s ease-in'),
});
export const envelopeFlapOpen = style({ transform: 'scaleY(0)' });
export const envelopeFlapUp = style({
  fill: vars.color.danger,
  stroke: vars.color.primary,
  strokeWidth: 1.5,
  transformBox: 'fill-box',
  transformOrigin: 'bottom',
  transform: 'scaleY(0)',
  ...motion('transform 0.35s ease-out 0.35s'),
});
export const envelopeFlapUpOpen = style({ transform: 'scaleY(1)' });
export const envelopeSealGroup = style({ ...motion('opacity 0.2s') });
export const envelopeSealGone = style({ opacity: 0 });
export const envelopeNote = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.primary,
  strokeWidth: 1.5,
  ...motion('transform 0.6s ease-out 0.7s'),
});
export const envelopeNoteOut = style({ transform: 'translateY(-56px)' });
export const envelopeNoteText = style({
  fill: vars.color.danger,
  stroke: 'none',
  fontSize: '12px',
  fontWeight: 700,
});
export const envelopeTrim = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2 });

// The ticket: a scratch layer over the prize that wears away when it is revealed.
export const ticket = style({
  position: 'relative',
  width: 'min(100%, 20rem)',
  aspectRatio: '2 / 1',
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.primary}`,
  background: `radial-gradient(circle at 0 50%, ${vars.color.background} 0.75rem, transparent 0.8rem), radial-gradient(circle at 100% 50%, ${vars.color.background} 0.75rem, transparent 0.8rem), ${vars.color.surfaceRaised}`,
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
});
export const ticketPrize = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  textAlign: 'center',
  padding: vars.space.md,
});
// Scratched away from the left, as a thumb would.
const wearAway = keyframes({
  '0%': { clipPath: 'inset(0 0 0 0)' },
  '100%': { clipPath: 'inset(0 0 0 100%)' },
});
export const scratchLayer = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: `repeating-linear-gradient(135deg, ${vars.color.textMuted} 0 6px, ${vars.color.border} 6px 12px)`,
  color: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.2em',
});
export const scratchLayerGone = style({
  animation: `${wearAway} 1.2s ease-in-out forwards`,
  '@media': { [reduced]: { animation: 'none', visibility: 'hidden' } },
});

// The record.
export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const record = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});
export const recordHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const recordTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const recordFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const seed = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});
export const filterRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });
export const seedsForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const verifyLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const ok = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.bold });
export const bad = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold });
