import { formatMoney } from "@casino/money";

/** Dates as the operator reads them: their own time zone, to the second. */
export const dateTime = (iso: string | null | undefined) =>
  iso
    ? new Date(iso).toLocaleString("en-GB", {
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      })
    : "—";

/** Money in minor units as the back office writes it everywhere: "1,234.56 EUR" (the one formatter of @casino/money). */
export const formatAmount = (minor: string | number | bigint, currency: string) =>
  formatMoney(typeof minor === "bigint" ? minor : String(minor), currency, { display: "code" });
