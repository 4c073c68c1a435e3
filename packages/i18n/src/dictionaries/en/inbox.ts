/**
 * The member's inbox. A message arrives as a kind and its values; these templates word it in the
 * reader's language. Values come formatted: amount in the brand currency, date in the brand time zone.
 */
export const inbox = {
  title: 'Inbox',
  open: 'Open the inbox',
  unreadCount: '{{count}} unread',
  unread: 'Unread',
  empty: 'No messages yet',
  emptyHint: 'Deposits, withdrawals and news from us will show up here.',
  loadError: 'Your messages could not be loaded.',
  readAll: 'Mark all as read',
  allRead: 'All messages are marked as read.',
  delete: 'Delete',
  deleteLabel: 'Delete the message “{{title}}”',
  deleted: 'The message is deleted.',
  actionFailed: 'That did not work. Please try again.',
  previous: 'Newer',
  next: 'Older',
  pageOf: 'Page {{page}} of {{pages}}',
  reason: 'Reason: {{reason}}',
  reply: 'Our reply: {{reply}}',
  seeFeedback: 'See my feedback',
  fromUs: 'Message from us',
  kinds: {
    points_exchange_approved: {
      title: 'Points exchange approved',
      body: 'Your points exchange {{number}} was approved. Your exchange records show what it paid or what is on its way.',
    },
    points_exchange_rejected: {
      title: 'Points exchange rejected',
      body: 'Your points exchange {{number}} was rejected and its points returned to you. {{reason}}',
    },
    points_exchange_shipped: {
      title: 'Your gift is on its way',
      body: 'The goods of your points exchange {{number}} have been sent to the address you gave.',
    },
    promotion_application_approved: {
      title: 'Your application was approved',
      body: 'Your application to “{{title}}” was approved: {{amount}} is in your wallet. The reward centre shows the turnover it asks.',
    },
    promotion_application_rejected: {
      title: 'Your application was not approved',
      body: 'Your application to “{{title}}” was not approved. {{reason}}',
    },
    vip_level_up: {
      title: 'You moved up a VIP level',
      body: 'Congratulations: you are now VIP {{level}}. See your new perks on the VIP page.',
    },
    vip_level_down: {
      title: 'Your VIP level changed',
      body: 'Your play over the last period did not keep your level: you are now VIP {{level}}.',
    },
    vip_bonus_upgrade: {
      title: 'VIP upgrade bonus',
      body: 'Your upgrade bonus for reaching VIP {{level}}, {{amount}}, is in your main wallet.',
    },
    vip_bonus_weekly: {
      title: 'VIP weekly bonus',
      body: 'Your VIP {{level}} weekly bonus of {{amount}} is in your main wallet.',
    },
    vip_bonus_monthly: {
      title: 'VIP monthly bonus',
      body: 'Your VIP {{level}} monthly bonus of {{amount}} is in your main wallet.',
    },
    vip_bonus_birthday: {
      title: 'Happy birthday!',
      body: 'A birthday bonus of {{amount}} from us is in your main wallet. Have a wonderful day.',
    },
    rebate_paid: {
      title: 'Rebate paid',
      body: 'Your rebate and cashback for {{day}}, {{amount}}, are in your main wallet.',
    },
    rebate_claimable: {
      title: 'Rebate ready to claim',
      body: 'Your rebate and cashback for {{day}}, {{amount}}, are ready: claim them on the rebate page.',
    },
    agent_contract_offered: {
      title: 'Contract offered',
      body: '{{account}} offered you a contract. Read its terms and answer under Contracts on the agent site.',
    },
    agent_contract_signed: {
      title: 'Contract accepted',
      body: '{{account}} accepted your contract offer. It pays from now on.',
    },
    agent_contract_rejected: {
      title: 'Contract offer rejected',
      body: '{{account}} rejected your contract offer.',
    },
    agent_contract_termination_requested: {
      title: 'Asked to end a contract',
      body: '{{account}} asked to end your contract. Answer under Contracts on the agent site; it stands until then.',
    },
    agent_contract_termination_rejected: {
      title: 'Contract stands',
      body: '{{account}} did not agree to end your contract: it stands.',
    },
    agent_contract_terminated: {
      title: 'Contract ended',
      body: 'Your contract with {{account}} has ended.',
    },
    agent_application_approved: {
      title: 'You are now an agent',
      body: 'Your application was approved. Sign in on the agent site with your account to build your team.',
    },
    agent_transfer_received: {
      title: 'Transfer received',
      body: '{{account}} sent you {{amount}}.',
    },
    agent_transfer_sent: {
      title: 'Transfer sent',
      body: 'You sent {{amount}} to {{account}}.',
    },
    agent_application_rejected: {
      title: 'Agent application not approved',
      body: 'Your application to become an agent was not approved. Reason: {{reason}}',
    },
    lottery_result_corrected: {
      title: 'Lottery result corrected',
      body: 'The result of draw {{drawId}} was corrected and your bets on it were settled again. Your lottery bets show what each one won.',
    },
    deposit_arrived: {
      title: 'Deposit arrived',
      body: 'Your deposit of {{amount}} arrived on {{date}}.',
    },
    deposit_failed: {
      title: 'Deposit failed',
      body: 'Your deposit of {{amount}} on {{date}} did not go through.',
    },
    withdrawal_approved: {
      title: 'Withdrawal approved',
      body: 'Your withdrawal of {{amount}} was approved on {{date}}. The money is on its way to your bank account.',
    },
    withdrawal_rejected: {
      title: 'Withdrawal rejected',
      body: 'Your withdrawal of {{amount}} was rejected on {{date}}. The amount is back in your wallet.',
    },
    feedback_replied: {
      title: 'We answered your feedback',
      body: 'We replied to the feedback you sent on {{date}}.',
    },
    login_failures_burst: {
      title: 'Failed sign-ins to your account',
      body: 'Many attempts to sign in to your account failed within {{minutes}} minutes, from places you have never signed in from. You can still sign in as usual. If it was not you, choose a strong password you use nowhere else and turn on the authenticator app in the security centre.',
    },
  },
} as const;
