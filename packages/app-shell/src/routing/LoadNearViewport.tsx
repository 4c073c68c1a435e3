import type { ReactNode } from 'react';
import { Suspense, useEffect, useRef, useState } from 'react';

/** How far below the screen a section starts loading, by default: half a phone screen of scrolling ahead. */
const defaultAhead = 400;

/**
 * Renders `children` (typically a lazily loaded section below the fold) once its place comes within
 * `ahead` pixels of the viewport, and keeps them from then on. Until then it holds the section's height,
 * so nothing shifts when it arrives. Without IntersectionObserver (old browsers, tests) it renders
 * at once; in the build's frame (no window) it is the placeholder.
 */
export function LoadNearViewport(props: {
  minHeight: number;
  /** Pixels below the screen at which it starts loading; 0 waits until it is on screen. */
  ahead?: number;
  children: ReactNode;
}) {
  const ahead = props.ahead ?? defaultAhead;
  const placeholder = useRef<HTMLDivElement>(null);
  // Never near in a render without a window (the build's frame): the placeholder, as on a phone's first render.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${ahead}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ahead]);
  const held = <div ref={placeholder} style={{ minHeight: props.minHeight }} />;
  return near ? <Suspense fallback={held}>{props.children}</Suspense> : held;
}
