import type { Locale } from "../../i18n/locales";
import { pathTo } from "../../routes/table";

/** Deposit after a first login, with the flag to show the initial bonuses (spec §2). */
export const depositWithBonuses = (lang: Locale) => `${pathTo("deposit", lang)}?showBonus=true`;
/** Deposit after a phone registration is confirmed (spec §2). */
export const depositAfterPhone = (lang: Locale) => `${pathTo("deposit", lang)}?showOnDeposit=true`;
/** Deposit with the first-deposit popup (spec §4 "Registration"). */
export const depositWithFtd = (lang: Locale) => `${pathTo("deposit", lang)}?ftd=true`;

export const FTD_MARKER = "ftdPopupShown";
