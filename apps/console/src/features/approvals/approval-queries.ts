export const pendingApprovalsKey = ['console', 'approvals', 'pending'] as const;
