import { useSubmit } from '@lotus/app-shell';
import { FormAlert } from '@lotus/app-shell';
import type { OperatorRole } from '@lotus/contract/operator-permissions';
import { operatorRoles } from '@lotus/contract/operator-permissions';
import { useT } from '@lotus/i18n';
import { Badge, Button, Dialog, Select, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';
import type { OperatorAccount } from '../../lib/console-api.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { formatInstant } from '../../lib/format.ts';
import { useConsoleSession } from '../../lib/session-store.ts';
import { operatorsQueryKey } from './operator-queries.ts';
import * as styles from './OperatorsPage.css.ts';

type Change = { kind: 'role'; role: OperatorRole } | { kind: 'disable' } | { kind: 'enable' };

/** One operator: who, role (the owner may change it), whether they have signed in, disable or enable. */
export function OperatorRow(props: { operator: OperatorAccount }) {
  const { operator } = props;
  const { t, language } = useT('common', 'console');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const selfId = useConsoleSession((state) => state.session?.operator.id);
  const isSelf = selfId === operator.id;
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const change = useSubmit<Change, OperatorAccount>({
    send: (input) =>
      input.kind === 'role'
        ? consoleApi.changeRole(operator.id, input.role)
        : input.kind === 'disable'
          ? consoleApi.disableOperator(operator.id)
          : consoleApi.enableOperator(operator.id),
    onSuccess: async (_changed, input) => {
      setConfirmDisable(false);
      const name = operator.displayName;
      show({
        tone: 'success',
        message:
          input.kind === 'role'
            ? t('console.operators.roleSaved', { name, role: t(`console.roles.${input.role}`) })
            : input.kind === 'disable'
              ? t('console.operators.disabledDone', { name })
              : t('console.operators.enabledDone', { name }),
      });
      await queryClient.invalidateQueries({ queryKey: operatorsQueryKey });
    },
  });
  const active = operator.status === 'active';

  return (
    <li className={page.entry} data-testid="operator-row" data-username={operator.username}>
      <div className={styles.heading}>
        <span className={page.strong}>{operator.displayName}</span>
        <span className={page.mono}>{operator.username}</span>
        {isSelf ? <Badge tone="info">{t('console.operators.you')}</Badge> : null}
        <Badge tone={active ? 'success' : 'danger'}>
          {active ? t('console.operators.active') : t('console.operators.disabled')}
        </Badge>
        <Badge tone={operator.totpEnrolled ? 'neutral' : 'warning'}>
          {operator.totpEnrolled ? t('console.operators.totpEnrolled') : t('console.operators.totpPending')}
        </Badge>
      </div>
      <p className={page.muted}>
        {t('console.operators.createdAt', { time: formatInstant(operator.createdAt, language) })}
        {' · '}
        {operator.lastSignInAt
          ? t('console.operators.lastSignIn', { time: formatInstant(operator.lastSignInAt, language) })
          : t('console.operators.neverSignedIn')}
      </p>
      {isSelf ? (
        <p className={page.muted}>{t(`console.roles.${operator.role}`)}</p>
      ) : (
        <div className={styles.controls}>
          <Select
            label={t('console.operators.changeRole', { name: operator.displayName })}
            wrapperClassName={styles.roleSelect}
            value={role}
            disabled={!active}
            options={operatorRoles.map((value) => ({ value, label: t(`console.roles.${value}`) }))}
            onChange={(event) => setRole(event.target.value as OperatorRole)}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={role === operator.role || !active}
            loading={change.pending && change.sent?.kind === 'role'}
            onClick={() => change.submit({ kind: 'role', role })}
          >
            {t('console.operators.saveRole')}
          </Button>
          {active ? (
            <Button variant="danger" size="sm" onClick={() => setConfirmDisable(true)}>
              {t('console.operators.disable')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              loading={change.pending && change.sent?.kind === 'enable'}
              onClick={() => change.submit({ kind: 'enable' })}
            >
              {t('console.operators.enable')}
            </Button>
          )}
        </div>
      )}
      {confirmDisable ? null : <FormAlert message={change.refusal} />}
      <Dialog
        open={confirmDisable}
        onClose={() => setConfirmDisable(false)}
        title={t('console.operators.disableConfirmTitle', { name: operator.displayName })}
        closeLabel={t('common.close')}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmDisable(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={change.pending && change.sent?.kind === 'disable'}
              onClick={() => change.submit({ kind: 'disable' })}
            >
              {t('console.operators.disable')}
            </Button>
          </>
        }
      >
        <div className={page.stack}>
          <p className={page.muted}>{t('console.operators.disableConfirmBody')}</p>
          <FormAlert message={change.refusal} />
        </div>
      </Dialog>
    </li>
  );
}
