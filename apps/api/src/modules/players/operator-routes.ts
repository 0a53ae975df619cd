import { operatorPaymentSchema } from "@casino/contracts/money";
import { listOf, type Paging, pageQuerySchema } from "@casino/contracts/paging";
import {
  noteBodySchema,
  playerDetailSchema,
  playerLoginSchema,
  playerNoteSchema,
  playerRoundSchema,
  playerSearchQuerySchema,
  playerSearchSchema,
  playerTransferSchema,
  reasonBodySchema,
} from "@casino/contracts/players";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { operatorOf } from "../../platform/operator-context.js";
import type { Services } from "../../services.js";

const tags = ["back office: players"];
const params = z.object({ id: z.string().min(1).max(64) });

/** The back office's players (issue 10 §2): search, the player page's tabs, block and unblock, notes. */
export const playersOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { players } = services;

  app.get(
    "/operator/v1/players",
    {
      config: { permission: "players.read" },
      schema: {
        tags,
        summary: "Searches players by account id, e-mail, phone, name, country, registration dates",
        querystring: playerSearchQuerySchema,
        response: { 200: playerSearchSchema },
      },
    },
    async (req) => players.search(req.query),
  );

  app.get(
    "/operator/v1/players/:id",
    {
      config: { permission: "players.read" },
      schema: {
        tags,
        summary: "A player: profile, verification, status, balances",
        params,
        response: { 200: playerDetailSchema },
      },
    },
    async (req) => players.get(req.params.id),
  );

  /** A paged tab of the player page: GET /operator/v1/players/:id/<path>. */
  function pagedTab<T extends z.ZodType>(
    path: string,
    summary: string,
    item: T,
    list: (id: string, paging: Paging) => Promise<{ items: z.output<T>[] }>,
  ) {
    app.get(
      `/operator/v1/players/:id/${path}`,
      {
        config: { permission: "players.read" },
        // Widened: fastify cannot resolve a reply type from a generic schema; list is checked against T above.
        schema: { tags, summary, params, querystring: pageQuerySchema, response: { 200: listOf(item) as z.ZodType } },
      },
      async (req) => list(req.params.id, req.query),
    );
  }

  pagedTab("transfers", "The player's ledger transfers, newest first", playerTransferSchema, players.transfers);
  pagedTab("payments", "The player's deposits and withdrawals", operatorPaymentSchema, players.payments);
  pagedTab(
    "rounds",
    "The player's game rounds with the provider's round id and verifier link",
    playerRoundSchema,
    players.rounds,
  );

  app.get(
    "/operator/v1/players/:id/logins",
    {
      config: { permission: "players.read" },
      schema: {
        tags,
        summary: "Login history: device (x-cid) and address",
        params,
        response: { 200: listOf(playerLoginSchema) },
      },
    },
    async (req) => players.logins(req.params.id),
  );

  app.get(
    "/operator/v1/players/:id/notes",
    {
      config: { permission: "players.read" },
      schema: { tags, summary: "Internal notes on the player", params, response: { 200: listOf(playerNoteSchema) } },
    },
    async (req) => players.notes(req.params.id),
  );

  app.post(
    "/operator/v1/players/:id/notes",
    {
      config: { permission: "players.notes" },
      schema: {
        tags,
        summary: "Adds an internal note (audited)",
        params,
        body: noteBodySchema,
        response: { 200: playerNoteSchema },
      },
    },
    async (req) => players.addNote(req.params.id, req.body.body, operatorOf(req)),
  );

  // Block and unblock differ only in what they do: each takes a reason and answers the player.
  const standingActions = [
    {
      path: "block",
      summary: "Blocks the player with a reason: login refused (403 LOCKED), every session ends",
      run: players.block,
    },
    { path: "unblock", summary: "Lifts a block, with a reason", run: players.unblock },
  ];
  for (const { path, summary, run } of standingActions) {
    app.post(
      `/operator/v1/players/:id/${path}`,
      {
        config: { permission: "players.block" },
        schema: { tags, summary, params, body: reasonBodySchema, response: { 200: playerDetailSchema } },
      },
      async (req) => run(req.params.id, req.body.reason, operatorOf(req)),
    );
  }
};
