// The build's frame of a site's entry page (Node only: it brings React's static renderer).
export { frameStatus } from './frame-status.ts';
export { renderFrame } from './render-frame.tsx';
export type { RenderedFrame } from './render-frame.tsx';
