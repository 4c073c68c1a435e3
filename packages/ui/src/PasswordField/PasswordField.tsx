import { useId, useState } from 'react';

import { EyeIcon, EyeOffIcon } from '../components/private/icons.tsx';
import { VisuallyHidden } from '../components/private/VisuallyHidden.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from './PasswordField.css.ts';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'suffix'> & {
  /** Name of the toggle while the password is hidden, e.g. "Show password". */
  showLabel: string;
  /** Name of the toggle while the password is shown, e.g. "Hide password". */
  hideLabel: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
};

export function PasswordField({
  showLabel,
  hideLabel,
  defaultVisible = false,
  id,
  disabled,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(defaultVisible);

  return (
    <TextField
      {...rest}
      id={inputId}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Browsers must not offer to spell-check or auto-capitalise a shown password.
      spellCheck={false}
      autoCapitalize="off"
      suffix={
        <button
          type="button"
          className={styles.toggle}
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
          <VisuallyHidden>{visible ? hideLabel : showLabel}</VisuallyHidden>
        </button>
      }
    />
  );
}
