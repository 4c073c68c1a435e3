import { style } from '@vanilla-extract/css';

// Under 1440 px the avatar alone stands for the account, so the header's sections, preferences,
// balance and deposit keep one row on a laptop; the name stays for screen readers (and the phone's
// header shows none of these: they are in its menu).
export const account = style({
  maxWidth: '8rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    'screen and (max-width: 1439.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      clipPath: 'inset(50%)',
    },
  },
});
export const accountLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minWidth: 0,
  // The name is capped (8rem) already; the avatar must never be squeezed by the header.
  flexShrink: 0,
});
export const avatar = style({ width: '1.75rem', height: '1.75rem', borderRadius: '50%', flexShrink: 0 });
