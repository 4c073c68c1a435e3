import { FormAlert, useCheckAsYouGo } from '@lotus/app-shell';
import type { ComponentPropsWithoutRef } from 'react';

/**
 * A form whose fields the page checks itself (the browser's own checks are off): submitting calls
 * `onSubmit` and stays on the page, and a refusal of the whole form stands above the fields. The
 * same `onSubmit` runs as a check only when the player leaves a field, and then as they type
 * (`useCheckAsYouGo`), so a field's problem shows before the submit.
 */
export function CheckedForm(
  props: Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'noValidate'> & {
    onSubmit: () => void;
    alert: string | null;
  },
) {
  const { onSubmit, alert, children, ...rest } = props;
  const asYouGo = useCheckAsYouGo(onSubmit);
  return (
    <form {...rest} {...asYouGo}>
      <FormAlert message={alert} />
      {children}
    </form>
  );
}
