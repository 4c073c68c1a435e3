/** One email; `purpose` says why it was sent (reset, bind, ip...). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  purpose: string;
}

/**
 * The email provider, behind an interface so a real one (SMTP, an HTTP mail API) can replace the
 * development gateway without touching the domains. `send` rejects when the provider refused it.
 */
export interface EmailGateway {
  send(message: EmailMessage): Promise<{ providerMessageId: string }>;
}
