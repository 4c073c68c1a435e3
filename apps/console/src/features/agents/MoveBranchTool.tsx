import { fieldOfRefusal, useSubmit } from '@lotus/app-shell';
import type { BranchMoved } from '@lotus/contract/agents';
import { formatNumber, useT } from '@lotus/i18n';
import { TextField } from '@lotus/ui';
import { useState } from 'react';
import { consoleApi } from '../../lib/console-api.ts';
import { AgentTool } from './AgentTool.tsx';

type Field = 'username' | 'upline';
type Move = { username: string; upline: string };

const fields: readonly Field[] = ['username', 'upline'];

/** Moves a member and its whole team under another agent, after saying so; answers how many moved. */
export function MoveBranchTool() {
  const { t, language } = useT('console', 'validation');
  const [username, setUsername] = useState('');
  const [upline, setUpline] = useState('');
  const [confirming, setConfirming] = useState<Move | null>(null);
  const [answer, setAnswer] = useState<BranchMoved | null>(null);
  const move = useSubmit<Move, BranchMoved, Field>({
    send: (input) => consoleApi.moveBranch(input.username, input.upline),
    onSuccess: (moved) => {
      setConfirming(null);
      setAnswer(moved);
      setUsername('');
      setUpline('');
    },
    onRefused: () => setConfirming(null),
    // The upline's own refusals beside it; a name not found (either of the two) above the form.
    placeOf: (refusal) =>
      fieldOfRefusal(
        refusal,
        { error_upline_not_agent: 'upline', error_upline_in_own_team: 'upline' },
        fields,
      ),
  });
  const memberLabel = t('console.agentTools.member');
  const uplineLabel = t('console.agentTools.upline');

  const ask = () => {
    const member = username.trim();
    const target = upline.trim();
    let uplineProblem: string | undefined;
    if (target === '') uplineProblem = t('validation.required', { field: uplineLabel });
    else if (target.toLowerCase() === member.toLowerCase())
      uplineProblem = t('console.agentTools.sameMember');
    if (
      !move.check({
        username: member === '' ? t('validation.required', { field: memberLabel }) : undefined,
        upline: uplineProblem,
      })
    )
      return;
    setAnswer(null);
    setConfirming({ username: member, upline: target });
  };

  return (
    <AgentTool
      testId="move-branch"
      title={t('console.agentTools.moveTitle')}
      lead={t('console.agentTools.moveLead')}
      submitLabel={t('console.agentTools.move')}
      onSubmit={ask}
      confirm={
        confirming && {
          title: t('console.agentTools.moveConfirmTitle', confirming),
          body: t('console.agentTools.moveConfirmBody', confirming),
          label: t('console.agentTools.moveConfirm'),
        }
      }
      onConfirm={() => confirming && move.submit(confirming)}
      onCancel={() => setConfirming(null)}
      pending={move.pending}
      refusal={move.refusal}
      answer={
        answer &&
        t('console.agentTools.moved', {
          username: answer.username,
          upline: answer.upline,
          count: formatNumber(answer.moved, language),
        })
      }
    >
      <TextField
        label={memberLabel}
        name="username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint={t('console.agentTools.memberHint')}
        value={username}
        error={move.problems.username}
        onChange={(event) => {
          setUsername(event.target.value);
          move.clear('username');
        }}
      />
      <TextField
        label={uplineLabel}
        name="upline"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint={t('console.agentTools.uplineHint')}
        value={upline}
        error={move.problems.upline}
        onChange={(event) => {
          setUpline(event.target.value);
          move.clear('upline');
        }}
      />
    </AgentTool>
  );
}
