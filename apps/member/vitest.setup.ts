// The shared jsdom setup (matchers, cleanup, and what each file leaves behind put back), and the
// member site's own stores for it to put back.
import { resetStoreAfterEachFile, setUpTestFile } from '@lotus/app-shell/test-setup';
import { useFavouriteIds } from './src/lib/favourite-ids-store.ts';
import { useInfoPopup } from './src/lib/info-popup-store.ts';
import { useInstallPrompt } from './src/lib/install-prompt-store.ts';
import { useLaunchPopup } from './src/lib/launch-popup-store.ts';
import { useLoginModal } from './src/lib/login-modal-store.ts';

setUpTestFile();
resetStoreAfterEachFile(useFavouriteIds);
resetStoreAfterEachFile(useInfoPopup);
resetStoreAfterEachFile(useInstallPrompt);
resetStoreAfterEachFile(useLaunchPopup);
resetStoreAfterEachFile(useLoginModal);
