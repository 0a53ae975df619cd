import {
  ggrQuerySchema,
  ggrReportSchema,
  paymentsReportSchema,
  playersReportSchema,
  type ReportQuery,
  reportQuerySchema,
} from "@casino/contracts/reports";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Services } from "../../services.js";

const csv = (reply: FastifyReply, name: string, q: { from: string; to: string }, body: string) =>
  reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${q.from}-${q.to}.csv"`)
    .header("cache-control", "no-store")
    .send(body);

/** The back office's reports (issue 10 §5): reports.read (finance, admin). Each also as CSV. */
export const reportsOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { reports } = services;
  const config = { permission: "reports.read" as const };
  const tags = ["operator: reports"];

  /** A report at `<path>` and the same as CSV at `<path>.csv`, downloaded as `<file>-<from>-<to>.csv`. */
  function report<Q extends z.ZodType<ReportQuery>, R extends z.ZodType>(o: {
    path: string;
    summary: string;
    csvSummary: string;
    query: Q;
    response: R;
    run: (q: z.output<Q>) => Promise<z.output<R>>;
    toCsv: (report: z.output<R>) => string;
    file: (q: z.output<Q>) => string;
  }) {
    // Widened: fastify cannot resolve request and reply types from generic schemas; run, toCsv and file are checked against Q and R above.
    const querystring = o.query as z.ZodType;
    app.get(
      `/operator/v1/reports/${o.path}`,
      { config, schema: { tags, summary: o.summary, querystring, response: { 200: o.response as z.ZodType } } },
      (req) => o.run(req.query as z.output<Q>),
    );
    app.get(
      `/operator/v1/reports/${o.path}.csv`,
      { config, schema: { tags, summary: o.csvSummary, querystring } },
      async (req, reply) => {
        const q = req.query as z.output<Q>;
        return csv(reply, o.file(q), q, o.toCsv(await o.run(q)));
      },
    );
  }

  report({
    path: "ggr",
    summary: "GGR and NGR by day, game or provider",
    csvSummary: "GGR and NGR as CSV",
    query: ggrQuerySchema,
    response: ggrReportSchema,
    run: reports.ggr,
    toCsv: reports.csv.ggr,
    file: (q) => `ggr-by-${q.groupBy}`,
  });
  report({
    path: "payments",
    summary: "Deposits and withdrawals by day and method",
    csvSummary: "Deposits and withdrawals as CSV",
    query: reportQuerySchema,
    response: paymentsReportSchema,
    run: reports.payments,
    toCsv: reports.csv.payments,
    file: () => "payments",
  });
  report({
    path: "players",
    summary: "New, depositing and active players by day",
    csvSummary: "Players as CSV",
    query: reportQuerySchema,
    response: playersReportSchema,
    run: reports.players,
    toCsv: reports.csv.players,
    file: () => "players",
  });
};
