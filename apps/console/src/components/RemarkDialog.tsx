import { FormAlert } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, Dialog, TextArea } from '@lotus/ui';
import type { FormEvent, ReactNode } from 'react';
import * as page from './page.css.ts';

/** The remark a decision carries: its words, whether it is asked, and its state in the entry. */
export interface RemarkInput {
  label: string;
  hint: string;
  required: boolean;
  value: string;
  max: number;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A queue's decision asked in a dialog (reject a points exchange, ship it, grant or refuse an
 * application): what it does, any field of its own (`children`, such as the amount granted), the
 * remark with its count, the server's refusal, and cancel beside the confirming button.
 */
export function RemarkDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  body: ReactNode;
  children?: ReactNode;
  remark: RemarkInput;
  refusal: string | null;
  pending: boolean;
  confirm: string;
  danger?: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useT('common');
  const { remark } = props;
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      size="sm"
      title={props.title}
      closeLabel={t('common.close')}
    >
      <form className={page.stack} onSubmit={props.onSubmit} noValidate>
        <p>{props.body}</p>
        {props.children}
        <TextArea
          label={remark.label}
          name="remark"
          rows={3}
          required={remark.required}
          maxLength={remark.max}
          hint={remark.hint}
          counter={`${remark.value.length} / ${remark.max}`}
          value={remark.value}
          error={remark.error}
          onChange={(event) => remark.onChange(event.target.value)}
        />
        <FormAlert message={props.refusal} />
        <div className={page.actions}>
          <Button type="button" variant="ghost" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant={props.danger === true ? 'danger' : 'primary'}
            loading={props.pending}
          >
            {props.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
