import { FIELD_TYPES, type FieldType } from "@casino/contracts/payments";
/** What the payments calls answer (games spec §3, docs/payments.md). */
export type PaymentType = "deposit" | "withdrawal";
export type MethodCategory = "BANK_TRANSFERS" | "E_WALLETS" | "CARDS" | "CRYPTO" | "SCI";
export const CATEGORIES: readonly MethodCategory[] = ["BANK_TRANSFERS", "E_WALLETS", "CARDS", "CRYPTO", "SCI"];

export interface PaymentMethod {
  id: string;
  name?: string;
  category: MethodCategory;
  weight: number;
  behavior?: { recommended?: boolean };
  currency?: string;
  limits?: { min: number; max: number };
  tiers?: number[];
  quote?: boolean;
  logo?: string;
}

export type AvailabilityFailure = "NO_METHODS" | "MISCONFIGURATION" | "SERVER_FAULT";

export interface MethodsAnswer {
  region?: string;
  currency?: string;
  methods: PaymentMethod[];
  failure?: AvailabilityFailure | null;
}

export type PaymentKind = "KIND_NOT_SET" | "EXECUTE" | "REDIRECTION" | "HTML" | "FORM" | "PROCESS3DS";

export { FIELD_TYPES, type FieldType };

export interface FormField {
  type: FieldType;
  identifier: string;
  label?: Partial<Record<string, string>>;
  constraints?: {
    min?: number;
    max?: number;
    mask?: string;
    pattern?: string;
    valuesMap?: Record<string, string>;
    valuesList?: string[];
  };
  order?: number;
  stage?: number;
  value?: string;
  prefix?: string;
  suffix?: string;
  autofillFrom?: string;
  missing?: boolean;
}

export interface PaymentView {
  requestId: string;
  type?: PaymentType;
  method?: string;
  kind: PaymentKind;
  status: string;
  redirectUrl?: string;
  html?: string;
  postParameters?: Record<string, string>;
  missing?: string[];
  reason?: string;
  amount: number;
  currency?: string;
  convertedAmount?: number;
  convertedCurrency?: string;
  quoteId?: string;
  rate?: string;
  quoteExpires?: string;
  /** What the quote asks the payer to send, in minor units of `quoteCurrency` (coins), before it is accepted. */
  quoteAmount?: number;
  quoteCurrency?: string;
  form?: { fields: FormField[] };
  execute?: boolean;
}

export interface PaymentResult {
  id: string;
  type: PaymentType;
  method: string;
  status: string;
  /** The casino's own state: CANCELLED tells a cancellation from a decline (both read REJECTED in `status`). */
  state?: string;
  amount: number;
  currency: string;
  convertedAmount?: number;
  convertedCurrency?: string;
  reason?: string;
  createdAt?: string;
}

export interface PendingWithdrawal {
  id: string;
  requestId?: string;
  method: string;
  amount: number;
  currency: string;
  status: string;
  processing: boolean;
  cancellable?: boolean;
  createdAt?: string;
}
