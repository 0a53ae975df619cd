import type { GgrReport, PaymentsReport, PlayersReport } from "@casino/contracts/reports";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { keys } from "../../lib/query-keys";

export type ReportKind = "ggr" | "payments" | "players";

export interface ReportFilter {
  from: string;
  to: string;
  tz: string;
  currency?: string;
  groupBy?: "day" | "game" | "provider";
}

export const reportQueryString = (kind: ReportKind, f: ReportFilter) => {
  const p = new URLSearchParams({ from: f.from, to: f.to, tz: f.tz });
  if (f.currency) p.set("currency", f.currency);
  if (kind === "ggr" && f.groupBy) p.set("groupBy", f.groupBy);
  return p.toString();
};

/** The CSV of a report: a plain same-origin link (the session cookie goes with it). */
export const reportCsvUrl = (kind: ReportKind, f: ReportFilter) =>
  `/operator/v1/reports/${kind}.csv?${reportQueryString(kind, f)}`;

export const reportKeys = { report: (kind: ReportKind, f: ReportFilter) => keys("reports").list({ kind, ...f }) };

type Answer<K extends ReportKind> = K extends "ggr" ? GgrReport : K extends "payments" ? PaymentsReport : PlayersReport;

export const useReport = <K extends ReportKind>(kind: K, f: ReportFilter) =>
  useQuery({
    queryKey: reportKeys.report(kind, f),
    queryFn: () => api<Answer<K>>("GET", `/operator/v1/reports/${kind}?${reportQueryString(kind, f)}`),
    placeholderData: (prev) => prev,
  });
