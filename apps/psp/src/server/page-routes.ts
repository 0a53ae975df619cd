import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PspConfig } from "./config.js";
import { cardPage, cryptoPage, dashboardPage, errorPage, resultPage, sciPage, threeDsPage, walletPage } from "./pages.js";
import type { PaymentRow } from "./repository.js";
import { formatCoins, PspError, type PspService } from "./service.js";

type Form = Record<string, string>;

/** The pages a player's browser opens at the PSP, and the sandbox dashboard. */
export async function pageRoutes(app: FastifyInstance, opts: { service: PspService; config: PspConfig }) {
  const { service, config } = opts;

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);
  const form = (req: FastifyRequest) => (req.body ?? {}) as Form;
  const id = (req: FastifyRequest) => (req.params as { id: string }).id;

  /** Whatever page the payment needs now. */
  function pageFor(p: PaymentRow): string {
    if (p.status === "REQUIRES_ACTION") {
      if (p.step === "card") return cardPage(p);
      if (p.step === "3ds") return threeDsPage(p);
      if (p.step === "wallet") return walletPage(p, `/pay/${p.id}/wallet`, "Pay with SandWallet");
      if (p.step === "sci") return sciPage(p);
    }
    if (p.status === "PENDING" && p.step === "crypto") {
      const coins = formatCoins(p.pay_amount ?? 0n);
      const uri = `${p.pay_currency === "BTC" ? "bitcoin" : "tether"}:${p.details.address}?amount=${coins}`;
      return cryptoPage(p, config.cryptoConfirmations, coins, uri);
    }
    return resultPage(p, service.returnUrl(p));
  }

  const after = async (reply: FastifyReply, p: PaymentRow) => reply.redirect(`/pay/${p.id}`, 303);

  app.get("/pay/:id", async (req, reply) => html(reply, pageFor(await service.byId(id(req)))));
  app.get("/pay/:id/3ds", async (req, reply) => html(reply, pageFor(await service.byId(id(req)))));

  app.post("/pay/:id/card", async (req, reply) => {
    const f = form(req);
    const card = { number: f.number ?? "", expiry: f.expiry ?? "", cvc: f.cvc ?? "", holder: f.holder ?? "" };
    try {
      const p = await service.submitCard(id(req), card);
      return reply.redirect(p.step === "3ds" ? `/pay/${p.id}/3ds` : `/pay/${p.id}`, 303);
    } catch (err) {
      if (err instanceof PspError && err.code === "INVALID_CARD") {
        const p = await service.byId(id(req));
        return html(reply, cardPage(p, err.message, { number: card.number, expiry: card.expiry, holder: card.holder }), 422);
      }
      throw err;
    }
  });
  app.post("/pay/:id/3ds", async (req, reply) =>
    after(reply, await service.decide3ds(id(req), form(req).decision === "approve")),
  );
  app.post("/pay/:id/wallet", async (req, reply) =>
    after(reply, await service.decideWallet(id(req), form(req).decision === "approve")),
  );
  app.post("/pay/:id/sci", async (req, reply) =>
    after(reply, await service.decideWallet(id(req), form(req).decision === "approve", "sci")),
  );
  app.post("/pay/:id/crypto/send", async (req, reply) => after(reply, await service.cryptoSend(id(req))));
  app.post("/pay/:id/cancel", async (req, reply) => after(reply, await service.cancel(id(req), "payer")));

  /** Target of the merchant's self-posting SCI form. */
  app.post("/sci/v1/checkout", async (req, reply) => {
    const p = await service.sciCheckout(form(req));
    return reply.redirect(`/pay/${p.id}`, 303);
  });

  app.get("/", async (_req, reply) => reply.redirect("/dashboard"));
  app.get("/dashboard", async (_req, reply) => {
    const rows = await service.repo.list(200);
    const hooks = new Map<string, string>();
    for (const p of rows) {
      const w = await service.repo.webhooksOf(p.id);
      if (w.length) {
        const delivered = w.filter((x) => x.delivered_at).length;
        const last = w[w.length - 1]!;
        hooks.set(p.id, `${delivered}/${w.length} delivered${last.last_error ? ` · retrying (${last.last_error})` : ""}`);
      }
    }
    return html(reply, dashboardPage(rows, hooks));
  });
  app.post("/dashboard/payments/:id/confirm", async (req, reply) => {
    await service.confirm(id(req));
    return reply.redirect("/dashboard", 303);
  });
  app.post("/dashboard/payments/:id/fail", async (req, reply) => {
    await service.fail(id(req));
    return reply.redirect("/dashboard", 303);
  });

  app.setErrorHandler((err, req, reply) => {
    const status = err instanceof PspError ? err.status : 500;
    if (status === 500) req.log.error({ err }, "page failed");
    return html(reply, errorPage(status, err instanceof PspError ? err.message : "The sandbox could not do that."), status);
  });
}
