import { mountSite } from '@lotus/app-shell';
import { App } from './App.tsx';
import { startProgressiveWebApp } from './lib/progressive-web-app.ts';

mountSite(<App />);
startProgressiveWebApp();
