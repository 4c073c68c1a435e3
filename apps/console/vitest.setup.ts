// The shared jsdom setup (matchers, cleanup, and what each file leaves behind put back), and the
// console's session store for it to put back.
import { resetStoreAfterEachFile, setUpTestFile } from '@lotus/app-shell/test-setup';
import { useConsoleSession } from './src/lib/session-store.ts';

setUpTestFile();
resetStoreAfterEachFile(useConsoleSession);
