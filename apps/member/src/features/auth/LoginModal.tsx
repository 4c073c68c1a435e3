import { isFeatureEnabled } from '@lotus/api-client';
import {
  isLoginChallenge,
  LoginChallengeForm,
  LoginForm,
  MobileLoginForm,
  SocialButtons,
  useFreePlay,
  useSignIn,
  useSubmit,
  useSystemStatus,
} from '@lotus/app-shell';
import type { LoginChallenge, LoginResult } from '@lotus/contract/login-challenge';
import { useT } from '@lotus/i18n';
import { Button, Dialog, Tabs } from '@lotus/ui';
import { useState } from 'react';
import { Link } from '@lotus/app-shell/routing';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { useSignedOut } from '../../lib/signed-out-store.ts';
import * as styles from './LoginModal.css.ts';
import { SignedOutNotice } from './SignedOutNotice.tsx';

/** The login modal (`showLoginWrap`): by username, and by mobile number and SMS code when the brand allows it. */
export function LoginModal() {
  const { t } = useT('auth', 'common', 'shell');
  const open = useLoginModal((state) => state.showLoginWrap);
  const closeModal = useLoginModal((state) => state.close);
  const dismissNotice = useSignedOut((state) => state.dismiss);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const close = () => {
    setChallenge(null);
    dismissNotice();
    closeModal();
  };
  const signIn = useSignIn();
  const onResult = (result: LoginResult) => {
    if (isLoginChallenge(result)) setChallenge(result);
    else close();
  };
  const submit = async (request: Parameters<typeof signIn>[0]) => onResult(await signIn(request));
  return (
    <Dialog open={open} onClose={close} title={t('shell.login')} closeLabel={t('common.close')}>
      <SignedOutNotice />
      {challenge ? (
        <LoginChallengeForm challenge={challenge} onPassed={close} onRestart={() => setChallenge(null)} />
      ) : (
        <LoginChoices submit={submit} onResult={onResult} onNavigate={close} />
      )}
    </Dialog>
  );
}

/** The ways in: the login forms, free play, and the links to reset a password or register. */
function LoginChoices(props: {
  submit: (request: Parameters<ReturnType<typeof useSignIn>>[0]) => Promise<void>;
  onResult: (result: LoginResult) => void;
  onNavigate: () => void;
}) {
  const { t } = useT('auth', 'common', 'shell');
  const { whitelabel } = useSystemStatus();
  const { submit, onNavigate: close } = props;
  const playFree = useFreePlay();
  const freePlay = useSubmit({ send: playFree, onSuccess: close });
  const byUsername = <LoginForm submitLabel={t('shell.login')} onSubmit={submit} />;
  return (
    <>
      {isFeatureEnabled(whitelabel, 'login.smsCode') ? (
        <Tabs
          label={t('auth.loginWith')}
          items={[
            { id: 'username', label: t('auth.byUsername'), content: byUsername },
            {
              id: 'mobile',
              label: t('auth.byMobile'),
              content: <MobileLoginForm submitLabel={t('shell.login')} onSubmit={submit} />,
            },
          ]}
        />
      ) : (
        byUsername
      )}
      {isFeatureEnabled(whitelabel, 'login.social') ? (
        <div className={styles.switchLine}>
          <SocialButtons onResult={props.onResult} />
        </div>
      ) : null}
      {isFeatureEnabled(whitelabel, 'login.freePlay') ? (
        <div className={styles.switchLine}>
          <Button
            variant="ghost"
            fullWidth
            data-testid="free-play"
            onClick={() => {
              freePlay.setRefusal(null);
              freePlay.submit();
            }}
          >
            {t('auth.freePlay')}
          </Button>
          {freePlay.refusal ? <p role="alert">{freePlay.refusal}</p> : null}
        </div>
      ) : null}
      <p className={styles.switchLine}>
        <Link to="/forgot-password" onClick={close}>
          {t('auth.forgotPassword')}
        </Link>
      </p>
      <p className={styles.switchLine}>
        {t('auth.noAccount')}{' '}
        <Link to="/register" onClick={close}>
          {t('auth.register')}
        </Link>
      </p>
    </>
  );
}
