import {
  auditPageSchema,
  auditQuerySchema,
  auditVerificationSchema,
  changePasswordBodySchema,
  changeRoleBodySchema,
  createdOperatorSchema,
  createOperatorBodySchema,
  operatorActionBodySchema,
  operatorListItemSchema,
  operatorListSchema,
  operatorSessionSchema,
  passwordChangedSchema,
  setPasswordBodySchema,
  signInBodySchema,
  signInCodeBodySchema,
  signInStepSchema,
} from "@casino/contracts/operators";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { clearOperatorCookie, operatorOf, setOperatorCookie } from "../../platform/operator-context.js";
import { uuidParams } from "../../platform/operator-routes.js";
import type { Services } from "../../services.js";

const meta = (req: FastifyRequest) => ({
  ip: req.ip ?? null,
  userAgent: (req.headers["user-agent"] as string | undefined) ?? null,
});
const changed = z.object({ operator: operatorListItemSchema });

/** Operator sign-in (password, then TOTP), the session, operator accounts and the audit trail. */
export const operatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { operators } = services;
  const production = services.config.NODE_ENV === "production";
  const signInLimit = { rateLimit: { max: 3 * services.config.ACCESS_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };
  const tags = ["back office"];

  app.post(
    "/operator/v1/session",
    {
      config: { operator: "public", ...signInLimit },
      schema: {
        tags,
        summary: "Operator sign-in, step 1: e-mail and password; answers what the code step needs",
        body: signInBodySchema,
        response: { 200: signInStepSchema },
      },
    },
    async (req) => operators.signInPassword(req.body.email, req.body.password, meta(req)),
  );

  app.post(
    "/operator/v1/session/code",
    {
      config: { operator: "public", ...signInLimit },
      schema: {
        tags,
        summary: "Operator sign-in, step 2: the authenticator's code or a recovery code; sets the session cookie",
        body: signInCodeBodySchema,
        response: { 200: operatorSessionSchema },
      },
    },
    async (req, reply) => {
      const r = await operators.signInCode(req.body, meta(req));
      setOperatorCookie(reply, r.cookie, production);
      return r.answer;
    },
  );

  app.get(
    "/operator/v1/session/me",
    {
      config: { operator: true },
      schema: {
        tags,
        summary: "The signed-in operator, their permissions and the CSRF token",
        response: { 200: operatorSessionSchema },
      },
    },
    async (req) => operators.me(operatorOf(req)),
  );

  app.post(
    "/operator/v1/session/logout",
    { config: { operator: true }, schema: { tags, summary: "Ends the operator's session" } },
    async (req, reply) => {
      await operators.signOut(operatorOf(req));
      clearOperatorCookie(reply, production);
      return { ok: true };
    },
  );

  app.post(
    "/operator/v1/session/password",
    {
      config: { operator: true, ...signInLimit },
      schema: {
        tags,
        summary: "The signed-in operator changes their own password; their other sessions end",
        body: changePasswordBodySchema,
        response: { 200: passwordChangedSchema },
      },
    },
    async (req) => operators.changePassword(operatorOf(req), req.body),
  );

  // —— operator accounts (admins) ——

  app.get(
    "/operator/v1/operators",
    {
      config: { permission: "operators.manage" },
      schema: { tags, summary: "Every operator account", response: { 200: operatorListSchema } },
    },
    async () => operators.list(),
  );

  app.post(
    "/operator/v1/operators",
    {
      config: { permission: "operators.manage" },
      schema: {
        tags,
        summary: "Creates an operator with a role (a one-time password when none is given)",
        body: createOperatorBodySchema,
        response: { 200: createdOperatorSchema },
      },
    },
    async (req) => operators.create(operatorOf(req), req.body),
  );

  app.post(
    "/operator/v1/operators/:id/role",
    {
      config: { permission: "operators.manage" },
      schema: {
        tags,
        summary: "Changes an operator's role",
        params: uuidParams,
        body: changeRoleBodySchema,
        response: { 200: changed },
      },
    },
    async (req) => operators.changeRole(operatorOf(req), req.params.id, req.body.role, req.body.reason),
  );

  // Three actions on an account that differ only in what they do: each takes a reason and answers the account.
  const accountActions = [
    { path: "disable", summary: "Disables an operator; their sessions end at once", run: operators.disable },
    { path: "enable", summary: "Enables a disabled operator again and lifts a lockout", run: operators.enable },
    {
      path: "reset-totp",
      summary: "Forgets an operator's authenticator and recovery codes; they enrol again at the next sign-in",
      run: operators.resetTotp,
    },
  ];
  for (const { path, summary, run } of accountActions) {
    app.post(
      `/operator/v1/operators/:id/${path}`,
      {
        config: { permission: "operators.manage" },
        schema: { tags, summary, params: uuidParams, body: operatorActionBodySchema, response: { 200: changed } },
      },
      async (req) => run(operatorOf(req), req.params.id, req.body.reason),
    );
  }

  app.post(
    "/operator/v1/operators/:id/password",
    {
      config: { permission: "operators.manage" },
      schema: {
        tags,
        summary: "Sets a new password for another operator (a forgotten one); their sessions end",
        params: uuidParams,
        body: setPasswordBodySchema,
        response: { 200: changed },
      },
    },
    async (req) => operators.setPassword(operatorOf(req), req.params.id, req.body.newPassword, req.body.reason),
  );

  // —— the audit trail ——

  app.get(
    "/operator/v1/audit",
    {
      config: { permission: "audit.read" },
      schema: {
        tags,
        summary: "The audit trail, newest first, with filters",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (req) => operators.audit.search(req.query),
  );

  app.get(
    "/operator/v1/audit/verify",
    {
      config: { permission: "audit.read" },
      schema: { tags, summary: "Checks the audit trail's hash chain", response: { 200: auditVerificationSchema } },
    },
    async () => operators.audit.verifyChain(),
  );
};
