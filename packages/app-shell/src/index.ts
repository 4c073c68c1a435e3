export {
  apiClient,
  auth,
  content,
  crash,
  games,
  gamesCatalog,
  houseGames,
  jackpot,
  liveEvents,
  profile,
  security,
  setApiLanguage,
  social,
  system,
} from './api.ts';
export { AppProviders } from './AppProviders.tsx';
export { createSiteI18n, SiteProviders } from './SiteProviders.tsx';
export { PreferenceSwitches } from './PreferenceSwitches.tsx';
export { usePreferences } from './preferences-store.ts';
export { session } from './session.ts';
export { useSystemStatus } from './status-context.ts';
export { useSystemStatusQuery } from './status-query.ts';
export { useServerRead } from './server-read/use-server-read.ts';
export type { ServerRead, ServerReadOptions } from './server-read/use-server-read.ts';
export { StatusPage, StatusText } from './StatusPage.tsx';
export { localStore, sessionStore } from './storage.ts';
export type { KeyValueStorage } from './storage.ts';
export { SystemStatusGate } from './SystemStatusGate.tsx';
export { LogoMark } from './LogoMark.tsx';
export { JackpotCounter } from './jackpot/JackpotCounter.tsx';
export { PolledJackpotCounter } from './jackpot/PolledJackpotCounter.tsx';
export { jackpotQueryKey } from './jackpot/jackpot-query.ts';
export { NotFound } from './NotFound.tsx';
export { RouteError } from './RouteError.tsx';
export {
  lazyComponent,
  LoadNearViewport,
  LoadWhen,
  PageBoundary,
  pageRoute,
  preloadRoutes,
  RouteErrorBoundary,
  SiteRoutes,
} from './routing/index.ts';
export type { LazyComponent, PreloadHandle } from './routing/index.ts';
export { SiteFrame, siteFrameStyles } from './SiteFrame.tsx';
export { LoginForm } from './LoginForm.tsx';

export { mountSite, SiteRoot } from './SiteRoot.tsx';
export { customerServiceUrl, openCustomerService } from './customer-service.ts';
export { useSessionStore } from './session-store.ts';
export { CaptchaField } from './CaptchaField.tsx';
export { isCaptchaDemand, useCaptcha } from './captcha/use-captcha.ts';
export type { CaptchaCheck, CaptchaStatus } from './captcha/use-captcha.ts';
export { LoginChallengeForm } from './LoginChallengeForm.tsx';
export {
  isLoginChallenge,
  memberInfoQueryKey,
  useFreePlay,
  useKeepSession,
  useSignIn,
  useSignOut,
} from './use-session.ts';
export { useMemberInfo } from './use-member-info.ts';
export { SendCodeField } from './SendCodeField.tsx';
export { MobileLoginForm } from './MobileLoginForm.tsx';
export { ChangePasswordForm } from './ChangePasswordForm.tsx';
export { FormAlert } from './FormAlert.tsx';
export { useFieldCheck } from './use-field-check.ts';
export { SocialButtons } from './SocialButtons.tsx';
export { popupError, runSocialPopup } from './social-popup.ts';
export { fieldOfRefusal, refusalText, useRefusalText } from './refusals.ts';
export type { Refusal, RefusalFallback } from './refusals.ts';
export { useSubmit } from './use-submit.ts';
export { checkOnly, useCheckAsYouGo } from './check-as-you-go.ts';
export type { FieldProblems, Submit, SubmitOptions } from './use-submit.ts';
