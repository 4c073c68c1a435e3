/**
 * Starts a site once the browser has painted what the HTML holds (the build's frame of the page):
 * evaluating the site's code first would hold that paint back on a slow phone, most of all when the
 * code is already in its cache and arrives before the first frame. A hidden tab paints nothing, so
 * there it starts at once. This module imports nothing: index.html's script is this and a dynamic
 * import of the site, whose files the HTML preloads meanwhile.
 */
export function startAfterPaint(start: () => Promise<unknown>): void {
  const run = () => void start();
  if (document.visibilityState === 'hidden') return run();
  // The animation frame comes just before the paint; a task queued from it runs just after.
  requestAnimationFrame(() => setTimeout(run, 0));
}
