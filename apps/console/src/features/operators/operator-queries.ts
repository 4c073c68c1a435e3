export const operatorsQueryKey = ['console', 'operators'] as const;
