// The shared jsdom setup: matchers, cleanup, and what each file leaves behind put back.
import { setUpTestFile } from './src/test/jsdom-setup.ts';

setUpTestFile();
