import { FormAlert, useSubmit } from '@lotus/app-shell';
import type { RegistrationLink } from '@lotus/contract/agents';
import { useT } from '@lotus/i18n';
import { Button, TextField, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent, KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { keepLink, noteMaxLength, updateLink } from './links-queries.ts';
import * as styles from './links.css.ts';

/**
 * A link's note, and its editing in place: "Edit note" turns it into a field with Save and Cancel
 * (Escape cancels); the focus goes into the field, and back to "Edit note" when done.
 */
export function NoteEditor(props: { link: RegistrationLink }) {
  const { t } = useT('agentLinks');
  const { link } = props;
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) return <NoteForm link={link} onDone={() => setEditing(false)} />;
  return (
    <div className={styles.note}>
      <p className={link.note ? styles.noteText : styles.noteEmpty} data-testid="link-note">
        {link.note || t('agentLinks.link.noNote')}
      </p>
      <Button
        ref={editRef}
        size="sm"
        variant="ghost"
        className={styles.editNote}
        aria-label={t('agentLinks.link.editNoteOf', { code: link.code })}
        onClick={() => setEditing(true)}
      >
        {t('agentLinks.link.editNote')}
      </Button>
    </div>
  );
}

function NoteForm(props: { link: RegistrationLink; onDone: () => void }) {
  const { t } = useT('agentLinks');
  const { link, onDone } = props;
  const queryClient = useQueryClient();
  const { show } = useToast();
  const [note, setNote] = useState(link.note);
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => fieldRef.current?.focus(), []);
  const form = useSubmit<string, RegistrationLink, 'note'>({
    send: (next) => updateLink(link.id, { note: next }),
    onSuccess: (saved) => {
      keepLink(queryClient, saved);
      show({ message: t('agentLinks.link.noteSaved'), tone: 'success' });
      onDone();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = note.trim();
    if (next === link.note) return onDone();
    if (form.check({ note: next.length > noteMaxLength ? t('agentLinks.create.noteTooLong') : undefined }))
      form.submit(next);
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDone();
  };

  return (
    <form className={styles.noteForm} noValidate onSubmit={submit}>
      <TextField
        ref={fieldRef}
        label={t('agentLinks.link.noteOf', { code: link.code })}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          form.clear('note');
        }}
        error={form.problems.note}
        onKeyDown={cancelOnEscape}
        autoComplete="off"
        wrapperClassName={styles.noteField}
      />
      <div className={styles.noteButtons}>
        <Button type="submit" size="sm" loading={form.pending}>
          {t('agentLinks.link.saveNote')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('agentLinks.link.cancelEdit')}
        </Button>
      </div>
      <FormAlert message={form.refusal} />
    </form>
  );
}
