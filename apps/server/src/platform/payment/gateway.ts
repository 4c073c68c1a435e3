/** What the merchant (this server) asks a payment gateway to collect. */
export interface PaymentRequest {
  /** Our deposit's reference: the gateway echoes it in every notification. */
  merchantReference: string;
  /** Minor units of `currency`. */
  amount: bigint;
  currency: string;
  /** Shown to the payer on the gateway's page. */
  description: string;
  /** Where the gateway POSTs its signed notifications (server to server). */
  notifyUrl: string;
  /** Where the gateway sends the payer's browser back when they are done. */
  returnUrl: string;
}

export interface CreatedPayment {
  /** The gateway's hosted payment page: the member's browser goes there. */
  paymentUrl: string;
  /** The gateway's own id of the payment. */
  gatewayReference: string;
}

export const paymentOutcomes = ['paid', 'failed'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

/** A notification whose signature held: what the gateway says happened to one payment. */
export interface PaymentNotification {
  /** The gateway's id of this notification (the same for its retries and duplicates). */
  notificationId: string;
  gatewayReference: string;
  merchantReference: string;
  status: PaymentOutcome;
  /** Minor units, as the gateway took (or failed to take) them. */
  amount: bigint;
  currency: string;
  /** Why a payment failed, in the gateway's words. */
  reason: string | null;
}

/** A notification that is not the gateway's: wrong or missing signature, or not its format. */
export class PaymentNotificationRefused extends Error {
  readonly why: 'signature' | 'format';
  constructor(why: 'signature' | 'format', message: string) {
    super(message);
    this.name = 'PaymentNotificationRefused';
    this.why = why;
  }
}

/**
 * A payment gateway (a third party), behind an interface so a real provider replaces the
 * development one without touching the cashier. The cashier creates payments and reads
 * notifications; everything else (pages, retries) is the gateway's business.
 */
export interface PaymentGateway {
  /** The code deposit channels name the gateway by. */
  readonly code: string;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /**
   * Checks a notification as it arrived (the raw body, byte for byte, and the headers) and
   * answers what it says; throws PaymentNotificationRefused when it is not the gateway's.
   */
  verifyNotification(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): PaymentNotification;
}
