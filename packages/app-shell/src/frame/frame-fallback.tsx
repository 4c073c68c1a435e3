import { useEffect } from 'react';

/** The build's frame as it was in #root when the site mounted, until the site first shows. */
let frameMarkup: string | null = null;

/** Keeps the frame's markup for `FrameFallback` before the first render replaces it (`mountSite`). */
export function keepFrame(container: HTMLElement): void {
  frameMarkup = container.innerHTML || null;
}

/**
 * What the site shows while its first render still waits for something (words the frame did not
 * list, a chunk): the frame itself, rebuilt from its markup, so the screen never goes blank between
 * the frame and the page. Once the site has shown, nothing (`FrameShown`).
 */
export function FrameFallback() {
  if (frameMarkup === null) return null;
  // `display: contents`: the wrapper adds no box, so the frame lays out as it did in #root.
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: frameMarkup }} />;
}

/** Rendered with the site's content: once it has shown, a later wait is no longer the first one. */
export function FrameShown() {
  useEffect(() => {
    frameMarkup = null;
  }, []);
  return null;
}
