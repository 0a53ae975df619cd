import { loginBodySchema, loginResponseSchema, needToRefreshSchema } from "@casino/contracts/access";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isLocale } from "../../platform/locale.js";
import type { Services } from "../../services.js";
import { unknownLanguage } from "./errors.js";

export const sessionRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { session, login } = services;
  /**
   * Login attempts per minute and address (the failure counters throttle further), one budget for the login and
   * the withdrawal-only login.
   */
  const loginRateLimit = { max: 3 * services.config.ACCESS_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000, groupId: "login" };

  app.post(
    "/session/v1/login",
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ["session"],
        summary: "Logs in by e-mail, phone (country code + number) or account id",
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (req) => login.login(req.body, { ip: req.ip ?? "unknown", fingerprint: req.cid }),
  );

  app.post(
    "/session/v1/login/withdrawal",
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ["session"],
        summary: "Logs a player in a cool-down or self-exclusion in for a withdrawal-only session (scope WITHDRAWAL)",
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (req) => login.loginForWithdrawal(req.body, { ip: req.ip ?? "unknown", fingerprint: req.cid }),
  );

  app.post(
    "/session/v1/validate/:token",
    { schema: { tags: ["session"], params: z.object({ token: z.string().min(1).max(200) }) } },
    async (req) => {
      const s = await session.status(req.params.token);
      return { id: s.id, expires: s.expires.toISOString() };
    },
  );

  app.get(
    "/updates/v1/:token",
    { schema: { tags: ["session"], params: z.object({ token: z.string().min(1).max(200) }) } },
    async (req) => {
      const s = await session.status(req.params.token);
      return { status: "ACTIVE", expires: s.expires.toISOString() };
    },
  );

  app.post(
    "/session/v1/logout",
    { config: { auth: "required", withdrawalSession: true }, schema: { tags: ["session"] } },
    async (req, reply) => {
      await session.end(req.player!.sessionId);
      return reply.status(204).send();
    },
  );

  app.post(
    "/session/v1/language/:locale",
    {
      config: { auth: "required" },
      schema: {
        tags: ["session"],
        summary: "Sets the logged-in player's language",
        params: z.object({ locale: z.string().min(1).max(10) }),
      },
    },
    async (req) => {
      const locale = req.params.locale.toLowerCase();
      if (!isLocale(locale)) throw unknownLanguage();
      await login.setLanguage(req.player!.playerId, locale);
      return { locale };
    },
  );

  app.get(
    "/api/needToRefresh",
    {
      schema: {
        tags: ["session"],
        summary: "Product version flag: whether the loaded site is older than the running one",
        querystring: z.object({ version: z.string().max(50).optional() }),
        response: { 200: needToRefreshSchema },
      },
    },
    async (req) => services.releases.check(req.query.version),
  );
};
