/** The Lotus mark; decorative, so whatever surrounds it carries the name. */
export function LogoMark(props: { className?: string }) {
  return (
    <svg className={props.className} viewBox="0 0 64 64" aria-hidden="true" width="32" height="32">
      <path d="M32 12c6 8 9 15 9 21s-4 11-9 11-9-5-9-11 3-13 9-21z" fill="currentColor" />
      <path
        d="M12 30c8 0 14 4 17 10-5 3-13 3-17-3-1-2-1-5 0-7zm40 0c1 2 1 5 0 7-4 6-12 6-17 3 3-6 9-10 17-10z"
        fill="currentColor"
        opacity="0.7"
      />
    </svg>
  );
}
