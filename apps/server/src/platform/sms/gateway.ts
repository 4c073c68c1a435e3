/** One text message to a mobile number; `purpose` says why it was sent (register, login, reset...). */
export interface SmsMessage {
  to: string;
  text: string;
  purpose: string;
}

/**
 * The SMS provider, behind an interface so a real one can replace the development gateway without
 * touching the domains. `send` rejects when the provider did not take the message.
 */
export interface SmsGateway {
  send(message: SmsMessage): Promise<{ providerMessageId: string }>;
}
