import { FormAlert, useSubmit } from '@lotus/app-shell';
import type { OperatorRole } from '@lotus/contract/operator-permissions';
import { operatorRoles } from '@lotus/contract/operator-permissions';
import { useT } from '@lotus/i18n';
import { Button, Select, TextField } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';
import type { OperatorAccount } from '../../lib/console-api.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { operatorsQueryKey } from './operator-queries.ts';

type Field = 'username' | 'displayName' | 'role';

/** Adds an operator with a role; the server answers a one-time password, handed up to be shown once. */
export function CreateOperatorForm(props: {
  onCreated: (created: { operator: OperatorAccount; initialPassword: string }) => void;
}) {
  const { t } = useT('console', 'validation');
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState<OperatorRole | ''>('');
  const form = useSubmit<
    { username: string; displayName: string; role: OperatorRole },
    { operator: OperatorAccount; initialPassword: string },
    Field
  >({
    send: consoleApi.createOperator,
    onSuccess: async (created) => {
      setUsername('');
      setDisplayName('');
      setRole('');
      props.onCreated(created);
      await queryClient.invalidateQueries({ queryKey: operatorsQueryKey });
    },
  });
  const required = (value: string, label: string) =>
    value.trim() === '' ? t('validation.required', { field: label }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (
      !form.check({
        username: required(username, t('console.operators.username')),
        displayName: required(displayName, t('console.operators.displayName')),
        role: required(role, t('console.operators.role')),
      }) ||
      role === ''
    )
      return;
    form.submit({ username: username.trim(), displayName: displayName.trim(), role });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className={page.stack}
      data-testid="create-operator-form"
      aria-labelledby="create-operator-title"
    >
      <div className={page.form}>
        <TextField
          label={t('console.operators.username')}
          name="username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint={t('console.operators.usernameHint')}
          value={username}
          error={form.problems.username}
          onChange={(event) => {
            setUsername(event.target.value);
            form.clear('username');
          }}
        />
        <TextField
          label={t('console.operators.displayName')}
          name="displayName"
          autoComplete="off"
          required
          hint={t('console.operators.displayNameHint')}
          value={displayName}
          error={form.problems.displayName}
          onChange={(event) => {
            setDisplayName(event.target.value);
            form.clear('displayName');
          }}
        />
        <Select
          label={t('console.operators.role')}
          name="role"
          required
          placeholder={t('console.operators.pickRole')}
          value={role}
          error={form.problems.role}
          options={operatorRoles.map((value) => ({ value, label: t(`console.roles.${value}`) }))}
          onChange={(event) => {
            setRole(event.target.value as OperatorRole | '');
            form.clear('role');
          }}
        />
      </div>
      <FormAlert message={form.refusal} />
      <div className={page.actions}>
        <Button type="submit" loading={form.pending}>
          {t('console.operators.createSubmit')}
        </Button>
      </div>
    </form>
  );
}
