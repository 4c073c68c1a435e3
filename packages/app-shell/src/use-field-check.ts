import { useSystemStatus } from './status-context.ts';
import { useT } from '@lotus/i18n';
import type { TranslationKey } from '@lotus/i18n';
import { problemMessage, validateField } from '@lotus/validation';
import type { FieldRule } from '@lotus/validation';
import { useCallback } from 'react';

/**
 * Checks one field against the brand's registration rule (the rules the server applies too) and
 * answers the translated message, or undefined when the field is fine or has no rule.
 */
export function useFieldCheck() {
  const { t } = useT('validation');
  const { register } = useSystemStatus();
  return useCallback(
    (
      field: string,
      values: Readonly<Record<string, string>>,
      labels: Readonly<Record<string, string>>,
      options: { required?: boolean } = {},
    ) => {
      const found = register.find((entry) => entry.field === field) as FieldRule | undefined;
      if (!found) return undefined;
      const rule = options.required ? { ...found, required: true } : found;
      const problem = validateField(rule, values[field] ?? '', values);
      if (!problem) return undefined;
      const label =
        problem.kind === 'mismatch' ? (labels[problem.other] ?? problem.other) : (labels[field] ?? field);
      const message = problemMessage(problem, label);
      return t(message.key as TranslationKey, { ...message.params, defaultValue: message.key });
    },
    [register, t],
  );
}
