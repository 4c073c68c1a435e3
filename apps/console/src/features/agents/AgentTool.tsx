import { FormAlert } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, Dialog } from '@lotus/ui';
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import * as page from '../../components/page.css.ts';
import * as styles from './agents.css.ts';

/**
 * One tool of the agent tools: its fields, a submit that asks to confirm in words what will happen
 * (`confirm`, open while there is one), the server's refusal above the button, and its answer to
 * the last change kept in view below.
 */
export function AgentTool(props: {
  testId: string;
  title: string;
  lead: string;
  children: ReactNode;
  submitLabel: string;
  /** The form was submitted: check the fields and open the confirmation. */
  onSubmit: () => void;
  confirm: { title: string; body: string; label: string } | null;
  onConfirm: () => void;
  onCancel: () => void;
  pending: boolean;
  refusal: string | null;
  answer: string | null;
}) {
  const { t } = useT('common');
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <section className={styles.tool} aria-labelledby={titleId} data-testid={props.testId}>
      <header className={page.header}>
        <h2 id={titleId} className={page.sectionTitle}>
          {props.title}
        </h2>
        <p className={page.muted}>{props.lead}</p>
      </header>
      <form className={page.stack} onSubmit={submit} noValidate>
        {props.children}
        <FormAlert message={props.confirm === null ? props.refusal : null} />
        <div className={page.actions}>
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
        </div>
      </form>
      {props.answer !== null ? (
        <p className={styles.answer} role="status">
          {props.answer}
        </p>
      ) : null}
      <Dialog
        open={props.confirm !== null}
        onClose={props.onCancel}
        size="sm"
        title={props.confirm?.title ?? ''}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button variant="ghost" onClick={props.onCancel}>
              {t('common.cancel')}
            </Button>
            <Button loading={props.pending} onClick={props.onConfirm}>
              {props.confirm?.label}
            </Button>
          </>
        }
      >
        <p>{props.confirm?.body}</p>
      </Dialog>
    </section>
  );
}
