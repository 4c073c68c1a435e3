/** A task of its own: the browser may paint and handle input between two of them. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts a site once the browser has painted what the HTML holds (the build's frame of the page):
 * evaluating the site's code first would hold that paint back on a slow phone, most of all when the
 * code is already in its cache and arrives before the first frame. A hidden tab paints nothing, so
 * there it starts at once. Steps run each in a task of its own (splitting React's evaluation from
 * the site's: `import('react-dom/client')` then `import('./main.tsx')`, costs the boot chunk
 * rolldown's CommonJS interop, 0.6 KB gzipped, so the sites take one step). This module imports
 * nothing: index.html's script is this and dynamic imports, whose files the HTML preloads.
 */
export function startAfterPaint(...steps: Array<() => Promise<unknown>>): void {
  const run = async () => {
    for (const [index, step] of steps.entries()) {
      if (index > 0) await nextTask();
      await step();
    }
  };
  if (document.visibilityState === 'hidden') {
    void run();
    return;
  }
  // The animation frame comes just before the paint; a task queued from it runs just after.
  requestAnimationFrame(() => setTimeout(() => void run(), 0));
}
