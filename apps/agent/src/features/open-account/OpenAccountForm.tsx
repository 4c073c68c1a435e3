import { fieldOfRefusal, FormAlert, useCheckAsYouGo, useFieldCheck, useSubmit } from '@lotus/app-shell';
import type { OpenAccount, OpenedAccount } from '@lotus/contract/agents';
import { useT } from '@lotus/i18n';
import { Button, PasswordField, TextField } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AccountKind } from '../links/index.ts';
import { KindChoice } from '../links/index.ts';
import { openAccount } from './open-account-queries.ts';
import * as styles from './open-account.css.ts';

const fields = ['username', 'password', 'confirmPassword'] as const;
type Field = (typeof fields)[number];
type Problems = Partial<Record<Field, string>>;

/**
 * The new account's type, username and first password (twice), checked here by the brand's
 * registration rules as the player goes, and again by the server, whose refusal shows beside the
 * field it names (a taken username, passwords that differ) or above the form.
 */
export function OpenAccountForm(props: { focusFirst: boolean; onOpened: (account: OpenedAccount) => void }) {
  const { t } = useT('agentOpenAccount', 'validation');
  const queryClient = useQueryClient();
  const checkField = useFieldCheck();
  const usernameRef = useRef<HTMLInputElement>(null);
  const { focusFirst } = props;
  useEffect(() => {
    if (focusFirst) usernameRef.current?.focus();
  }, [focusFirst]);
  const [kind, setKind] = useState<AccountKind>('member');
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    password: '',
    confirmPassword: '',
  });
  const labels: Record<Field, string> = {
    username: t('agentOpenAccount.username'),
    password: t('agentOpenAccount.password'),
    confirmPassword: t('agentOpenAccount.confirmPassword'),
  };
  const form = useSubmit<OpenAccount, OpenedAccount, Field>({
    send: openAccount,
    onSuccess: (account) => {
      // The team, its figures and the agents a contract can go to all have one more now.
      void queryClient.invalidateQueries({ queryKey: ['agent'] });
      props.onOpened(account);
    },
    placeOf: (refusal) =>
      fieldOfRefusal(
        refusal,
        { error_username_taken: 'username', error_password_mismatch: 'confirmPassword' },
        fields,
      ),
    // Every field the server names shows its words (in the agent's language), the one placed too.
    fieldsOf: (refusal) => refusal.fields as Problems,
    wordsOf: (refusal, place) => (place === 'form' ? undefined : (refusal.fields[place] ?? refusal.message)),
  });

  const asYouGo = useCheckAsYouGo(submit);
  function submit() {
    const found: Problems = {};
    for (const field of fields) found[field] = checkField(field, values, labels, { required: true });
    if (!found.confirmPassword && values.confirmPassword !== values.password)
      found.confirmPassword = t('validation.mismatch', { field: labels.password });
    if (!form.check(found)) return;
    form.submit({ ...values, kind });
  }

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };
  const passwordField = (field: 'password' | 'confirmPassword') => (
    <PasswordField
      label={labels[field]}
      name={field}
      autoComplete="new-password"
      required
      value={values[field]}
      error={form.problems[field]}
      onChange={(event) => change(field, event.target.value)}
      showLabel={t('agentOpenAccount.showPassword')}
      hideLabel={t('agentOpenAccount.hidePassword')}
    />
  );

  return (
    <form className={styles.form} {...asYouGo} data-testid="open-account-form">
      <KindChoice
        name="kind"
        legend={t('agentOpenAccount.kind.legend')}
        value={kind}
        onChange={setKind}
        words={{
          member: { label: t('agentOpenAccount.kind.member'), hint: t('agentOpenAccount.kind.memberHint') },
          agent: { label: t('agentOpenAccount.kind.agent'), hint: t('agentOpenAccount.kind.agentHint') },
        }}
      />
      <TextField
        ref={usernameRef}
        label={labels.username}
        name="username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.username}
        error={form.problems.username}
        onChange={(event) => change('username', event.target.value)}
      />
      {passwordField('password')}
      {passwordField('confirmPassword')}
      <FormAlert message={form.refusal} />
      <Button type="submit" loading={form.pending} className={styles.submit}>
        {t('agentOpenAccount.submit')}
      </Button>
    </form>
  );
}
