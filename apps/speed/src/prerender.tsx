import { renderFrame } from '@lotus/app-shell/frame';
import { App } from './App.tsx';

/** The line-detection site is one page, whatever the address: its frame is for every one ('*'). */
export function renderSiteFrame() {
  return renderFrame(<App />, { path: '*' });
}
