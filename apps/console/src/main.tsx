import { mountSite } from '@lotus/app-shell';
import { App } from './App.tsx';

mountSite(<App />);
