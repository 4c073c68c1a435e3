import { style } from '@vanilla-extract/css';

// Phones keep one action in the header; the login modal links to registration.
export const wideOnly = style({ '@media': { 'screen and (max-width: 599px)': { display: 'none' } } });
// On a phone the avatar alone stands for the account (a name cut to "d." says nothing); the name
// stays for screen readers.
export const account = style({
  maxWidth: '8rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    'screen and (max-width: 599px)': {
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
