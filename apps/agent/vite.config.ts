import { appConfig } from '@lotus/vite-config';

export default appConfig({
  devPort: 5174,
  apiPort: 8081,
  siteStart: 'src/main.tsx',
  // The session lives in the tab's session storage: nearly every visit starts at the login.
  firstPage: 'src/features/auth/LoginPage.tsx',
});
