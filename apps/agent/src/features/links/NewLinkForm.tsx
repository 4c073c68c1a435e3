import { FormAlert, useSubmit } from '@lotus/app-shell';
import type { CreateLink, RegistrationLink } from '@lotus/contract/agents';
import { useT } from '@lotus/i18n';
import { Button, TextField, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import type { AccountKind } from './KindChoice.tsx';
import { KindChoice } from './KindChoice.tsx';
import { createLink, keepLink, noteMaxLength } from './links-queries.ts';
import * as styles from './links.css.ts';

/** A new link: for a member or an agent, with a note only the agent sees; it joins the list first. */
export function NewLinkForm() {
  const { t } = useT('agentLinks');
  const titleId = useId();
  const queryClient = useQueryClient();
  const { show } = useToast();
  const [kind, setKind] = useState<AccountKind>('member');
  const [note, setNote] = useState('');
  const form = useSubmit<CreateLink, RegistrationLink, 'note' | 'kind'>({
    send: createLink,
    onSuccess: (link) => {
      keepLink(queryClient, link);
      setNote('');
      show({ message: t('agentLinks.create.created', { code: link.code }), tone: 'success' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    if (form.check({ note: trimmed.length > noteMaxLength ? t('agentLinks.create.noteTooLong') : undefined }))
      form.submit({ kind, note: trimmed });
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('agentLinks.create.title')}
      </h2>
      <form className={styles.createForm} noValidate onSubmit={submit} data-testid="new-link-form">
        <KindChoice
          name="kind"
          legend={t('agentLinks.kind.legend')}
          value={kind}
          onChange={setKind}
          words={{
            member: { label: t('agentLinks.kind.member'), hint: t('agentLinks.kind.memberHint') },
            agent: { label: t('agentLinks.kind.agent'), hint: t('agentLinks.kind.agentHint') },
          }}
        />
        <TextField
          label={t('agentLinks.create.note')}
          hint={t('agentLinks.create.noteHint')}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            form.clear('note');
          }}
          error={form.problems.note}
          autoComplete="off"
          wrapperClassName={styles.createNote}
        />
        <Button type="submit" loading={form.pending} className={styles.createButton}>
          {t('agentLinks.create.submit')}
        </Button>
        <FormAlert message={form.refusal} />
      </form>
    </section>
  );
}
