export const pendingWithdrawalsKey = ['console', 'withdrawals', 'pending'] as const;
