import "../../i18n/account-texts";
import type { TFunction } from "i18next";

/**
 * A method's name in the player's language. Generic names (e.g. "Bank transfer") have a key per method id,
 * `payments.method_name.<id>`; brand names have none, and the provider's name (else the id) shows as it is.
 */
export function methodName(t: TFunction, id: string, providerName?: string): string {
  return t(`payments.method_name.${id}`, { defaultValue: providerName ?? id });
}
