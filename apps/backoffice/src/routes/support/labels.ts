import type { TicketStatus } from "../../hooks/api/support";

/** i18n keys of the ticket states. */
export const STATUS_LABEL: Record<TicketStatus, string> = {
  open: "support.statusOpen",
  answered: "support.statusAnswered",
  closed: "support.statusClosed",
};

/** A page of a list the api answers without a total (asked for one row more): enough for previous/next. */
export const pagedTotal = (page: number, pageSize: number, rows: number) => (page - 1) * pageSize + Math.min(rows, pageSize + 1);
