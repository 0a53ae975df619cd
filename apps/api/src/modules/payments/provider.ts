/**
 * What the casino needs from a payment service provider. One adapter per
 * provider under `providers/`; the sandbox PSP is the first. Amounts are
 * bigint minor units of their currency.
 */
export type ProviderDirection = "deposit" | "payout";
export type ProviderCategory = "BANK_TRANSFERS" | "E_WALLETS" | "CARDS" | "CRYPTO" | "SCI";

export interface ProviderMethod {
  id: string;
  name: string;
  category: ProviderCategory;
  weight: number;
  /** The method pays in another currency and needs a quote first. */
  quote: boolean;
}

export interface ProviderQuote {
  quoteId: string;
  amount: bigint;
  currency: string;
  convertedAmount: bigint;
  convertedCurrency: string;
  rate: string;
  expiresAt: Date;
}

/** A field the provider wants filled (bank payer details, payout account…). */
export interface ProviderField {
  name: string;
  label: string;
  type: "text" | "account" | "country" | "email" | "date" | "phone" | "number";
  required: boolean;
  min?: number;
  max?: number;
  pattern?: string;
  mask?: string;
  /** Profile key whose value fills the field (FIRSTNAME, BIRTHDAY, CONTACT_EMAIL…). */
  autofillFrom?: string;
}

/** What the player must do next for a payment. */
export type ProviderAction =
  | { type: "redirect"; url: string }
  | { type: "3ds"; url: string }
  | { type: "post"; url: string; params: Record<string, string> }
  | { type: "form"; fields: ProviderField[] }
  | { type: "crypto"; address: string; amount: bigint; currency: string; uri: string; invoiceUrl: string }
  | { type: "instructions"; iban: string; holder?: string; reference: string; amount: bigint; currency: string };

export type ProviderStatus = "ACTION_REQUIRED" | "PENDING" | "SUCCEEDED" | "DECLINED" | "FAILED" | "CANCELLED";

export interface ProviderPayment {
  providerPaymentId: string;
  /** Our payment id. */
  reference: string;
  direction: ProviderDirection;
  status: ProviderStatus;
  amount: bigint;
  currency: string;
  convertedAmount: bigint | null;
  convertedCurrency: string | null;
  reason: string | null;
  action: ProviderAction | null;
  confirmations: { seen: number; required: number } | null;
}

/** A refusal by the provider (HTTP 4xx), as opposed to it being unreachable. */
export class ProviderRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
/** The provider could not be reached or answered 5xx. */
export class ProviderUnavailable extends Error {}

export interface PaymentProvider {
  readonly id: string;
  methods(direction: ProviderDirection, country: string, currency: string): Promise<ProviderMethod[]>;
  quote(input: { method: string; direction: ProviderDirection; amount: bigint; currency: string }): Promise<ProviderQuote>;
  init(input: {
    reference: string;
    method: string;
    amount: bigint;
    currency: string;
    quoteId?: string;
    returnUrl: string;
    customer: Record<string, string>;
  }): Promise<ProviderPayment>;
  execute(providerPaymentId: string, fields: Record<string, string>): Promise<ProviderPayment>;
  status(providerPaymentId: string): Promise<ProviderPayment>;
  cancel(providerPaymentId: string): Promise<ProviderPayment>;
  /** Fields a payout to this method needs (the account to pay). */
  payoutFields(method: string): ProviderField[];
  payout(input: {
    reference: string;
    method: string;
    amount: bigint;
    currency: string;
    quoteId?: string;
    account: Record<string, string>;
  }): Promise<ProviderPayment>;
  /** Checks a webhook's signature and replay; answers the payment it reports, or throws WebhookRefused. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<ProviderPayment>;
  /** Colours and a short label per method id, for generated logos. */
  logos(): Record<string, { label: string; background: string; foreground: string }>;
}

export class WebhookRefused extends Error {}
