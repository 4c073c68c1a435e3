import { useState } from 'react';
import { newIdempotencyKey } from './idempotency-key.ts';

/**
 * What a money form (a deposit, a withdrawal) keeps beside its fields: the refusals it shows, by
 * field ('form': above the form), and the idempotency key of the request it would send. Any change
 * makes it another request: a new key, and the refusals of that field and of the form no longer apply.
 */
export function useMoneyForm<Field extends string>() {
  const [key, setKey] = useState(newIdempotencyKey);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  return {
    key,
    errors,
    setErrors,
    changed: (field: Field) => {
      setKey(newIdempotencyKey());
      setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
    },
    /** Once a request is done, the next submit is another request. */
    renewKey: () => setKey(newIdempotencyKey()),
  };
}
