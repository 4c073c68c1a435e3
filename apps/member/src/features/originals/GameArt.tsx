import { useId } from 'react';

// The house games' drawings, as inline SVG in their own colours (they read on both themes).

/** A cut gold-and-emerald gem seen from the front: table, crown facets and a pointed pavilion. */
export function GemArt(props: { className: string }) {
  const id = useId();
  return (
    <svg className={props.className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}c`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#9ff5cf" />
          <stop offset="1" stopColor="#1fb57a" />
        </linearGradient>
        <linearGradient id={`${id}p`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#27c98a" />
          <stop offset="1" stopColor="#0b6b46" />
        </linearGradient>
      </defs>
      <path d="M18 10h28l12 14-26 32L6 24z" fill={`url(#${id}p)`} stroke="#0a5a3b" strokeWidth="1.5" />
      <path d="M18 10h28l12 14H6z" fill={`url(#${id}c)`} />
      <path
        d="M6 24h52M24 10l-6 14 14 32 14-32-6-14M18 24l14-14 14 14"
        fill="none"
        stroke="#0a5a3b"
        strokeWidth="1.2"
        strokeOpacity="0.55"
      />
      <path d="M20 14l6 6-4 0z" fill="#ffffff" fillOpacity="0.75" />
      <circle cx="46" cy="17" r="2" fill="#fff8d6" />
    </svg>
  );
}

/** A round black mine with studs, a fuse cap and a lit spark. */
export function MineArt(props: { className: string }) {
  const id = useId();
  return (
    <svg className={props.className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`${id}b`} cx="0.38" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#8a93a8" />
          <stop offset="0.45" stopColor="#2f3546" />
          <stop offset="1" stopColor="#0c0f17" />
        </radialGradient>
      </defs>
      <g stroke="#4a5266" strokeWidth="5" strokeLinecap="round">
        <path d="M32 6v10M32 48v10M6 32h10M48 32h10M13.6 13.6l7 7M43.4 43.4l7 7M13.6 50.4l7-7M43.4 20.6l7-7" />
      </g>
      <circle
        cx="32"
        cy="32"
        r="17"
        fill={`url(#${id}b)`}
        stroke="#d7dbe6"
        strokeOpacity="0.5"
        strokeWidth="1.5"
      />
      <circle cx="26" cy="26" r="4" fill="#ffffff" fillOpacity="0.55" />
      <circle cx="32" cy="32" r="4" fill="#ff4d4d" />
      <circle cx="32" cy="32" r="1.6" fill="#ffe0a0" />
    </svg>
  );
}

/** The tower's roof: a pointed top with a pennant, as wide as the floors under it. */
export function TowerRoofArt(props: { className: string }) {
  return (
    <svg
      className={props.className}
      viewBox="0 0 200 48"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M100 4v16" stroke="currentColor" strokeWidth="2" />
      <path d="M101 4l16 5-16 5z" fill="currentColor" />
      <path d="M4 48L100 18l96 30z" fill="currentColor" fillOpacity="0.85" />
      <path d="M4 48L100 18l96 30" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
