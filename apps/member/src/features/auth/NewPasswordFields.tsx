import { useT } from '@lotus/i18n';
import { PasswordField } from '@lotus/ui';

/** A new password and its confirmation, the pair every form that sets a password asks for. */
export function NewPasswordFields(props: {
  password: string;
  confirmPassword: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  passwordLabel: string;
  passwordError?: string | undefined;
  confirmError?: string | undefined;
}) {
  const { t } = useT('auth');
  const toggle = { showLabel: t('auth.showPassword'), hideLabel: t('auth.hidePassword') };
  return (
    <>
      <PasswordField
        label={props.passwordLabel}
        name="password"
        autoComplete="new-password"
        required
        value={props.password}
        error={props.passwordError}
        onChange={(event) => props.onPassword(event.target.value)}
        {...toggle}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={props.confirmPassword}
        error={props.confirmError}
        onChange={(event) => props.onConfirm(event.target.value)}
        {...toggle}
      />
    </>
  );
}
