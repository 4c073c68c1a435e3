import { fieldOfRefusal, useSubmit } from '@lotus/app-shell';
import type { AgentType, AgentTypeChanged } from '@lotus/contract/agents';
import { useT } from '@lotus/i18n';
import { TextField } from '@lotus/ui';
import { useState } from 'react';
import { consoleApi } from '../../lib/console-api.ts';
import { AgentTool } from './AgentTool.tsx';
import { AgentTypeChoice } from './AgentTypeChoice.tsx';
import { agentTypeKinds } from './agent-types.ts';

type Field = 'username' | 'agentType';
type Change = { username: string; agentType: AgentType };
const fields: readonly Field[] = ['username', 'agentType'];

/** Makes a member an agent of a type (or changes an agent's type), after saying what it will do. */
export function SetAgentTypeTool() {
  const { t } = useT('console', 'validation');
  const [username, setUsername] = useState('');
  const [agentType, setAgentType] = useState<AgentType | null>(null);
  const [confirming, setConfirming] = useState<Change | null>(null);
  const [answer, setAnswer] = useState<AgentTypeChanged | null>(null);
  const change = useSubmit<Change, AgentTypeChanged, Field>({
    send: (input) => consoleApi.setAgentType(input.username, input.agentType),
    onSuccess: (changed) => {
      setConfirming(null);
      setAnswer(changed);
      setUsername('');
      setAgentType(null);
    },
    onRefused: () => setConfirming(null),
    placeOf: (refusal) => fieldOfRefusal(refusal, { error_account_not_found: 'username' }, fields),
  });
  const label = t('console.agentTools.username');

  const ask = () => {
    const trimmed = username.trim();
    if (
      !change.check({
        username: trimmed === '' ? t('validation.required', { field: label }) : undefined,
        agentType: agentType === null ? t('console.agentTypes.required') : undefined,
      }) ||
      agentType === null
    )
      return;
    setAnswer(null);
    setConfirming({ username: trimmed, agentType });
  };

  return (
    <AgentTool
      testId="set-agent-type"
      title={t('console.agentTools.typeTitle')}
      lead={t('console.agentTools.typeLead')}
      submitLabel={t('console.agentTools.setType')}
      onSubmit={ask}
      confirm={
        confirming && {
          title: t('console.agentTools.setTypeTitle', {
            username: confirming.username,
            type: confirming.agentType,
          }),
          body: t('console.agentTools.setTypeBody', {
            username: confirming.username,
            type: confirming.agentType,
            description: t(`console.agentTypes.${agentTypeKinds[confirming.agentType]}`),
          }),
          label: t('console.agentTools.setTypeConfirm'),
        }
      }
      onConfirm={() => confirming && change.submit(confirming)}
      onCancel={() => setConfirming(null)}
      pending={change.pending}
      refusal={change.refusal}
      answer={answer && t('console.agentTools.typeSet', { username: answer.username, type: answer.type })}
    >
      <TextField
        label={label}
        name="username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint={t('console.agentTools.usernameHint')}
        value={username}
        error={change.problems.username}
        onChange={(event) => {
          setUsername(event.target.value);
          change.clear('username');
        }}
      />
      <AgentTypeChoice
        value={agentType}
        error={change.problems.agentType}
        onChange={(type) => {
          setAgentType(type);
          change.clear('agentType');
        }}
      />
    </AgentTool>
  );
}
