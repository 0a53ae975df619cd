import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { enrolledOperator, type OperatorClient, sessionOf } from "../../../test/operators.js";
import { doubleGame, studioDouble } from "../../../test/studio-double.js";
import { CATEGORY } from "./constants.js";

/** The back office's catalogue calls: who may call them, what players see after, and the audit row of each change. */
const SECRET = "studio-test-secret-0123456789";
const studio = await studioDouble(SECRET, [
  doubleGame("fruit-frenzy", { name: "Fruit Frenzy" }),
  doubleGame("book-of-sun", { name: "Book of Sun" }),
  doubleGame("euro-roulette", { name: "European Roulette", family: "roulette" }),
]);
const app = await testApp({ config: { STUDIO_URL: studio.url, STUDIO_SECRET: SECRET, DEMO_DATA: false } });
await app.services.catalogue.syncAll();
const content = await enrolledOperator(app, "content");
const finance = await enrolledOperator(app, "finance");
let cs: OperatorClient;
let fs: OperatorClient;

const call = (s: OperatorClient, method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url, headers: s.headers, ...(payload === undefined ? {} : { payload }) });

const auditRows = (action: string) =>
  app.db.query<{ operator_id: string; object_id: string; before: unknown; after: unknown; reason: string | null }>(
    "SELECT operator_id, object_id, before, after, reason FROM audit_log WHERE action = $1 ORDER BY id",
    [action],
  );

async function topGames() {
  const res = await app.inject({
    method: "POST",
    url: "/data/v1/query",
    payload: { query: `{ gamesByCategory(categoryIdList: [${CATEGORY.TOP}]) { games { id } } }` },
  });
  return (res.json().data.gamesByCategory[0].games as { id: string }[]).map((g) => g.id);
}

describe("catalogue operator routes", () => {
  it("a content operator places and orders games; players see it at once; the change is audited with before and after", async () => {
    cs = await sessionOf(app, content.id);
    fs = await sessionOf(app, finance.id);
    expect(await topGames()).toEqual([]);
    const put = await call(cs, "PUT", `/operator/v1/catalogue/categories/${CATEGORY.TOP}/games`, {
      gameIds: ["euro-roulette", "fruit-frenzy"],
      reason: "weekend line-up",
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().map((g: { id: string }) => g.id)).toEqual(["euro-roulette", "fruit-frenzy"]);
    expect(await topGames()).toEqual(["euro-roulette", "fruit-frenzy"]);

    const rows = await auditRows("catalogue.category.games");
    expect(rows).toEqual([
      {
        operator_id: content.id,
        object_id: String(CATEGORY.TOP),
        before: { gameIds: [] },
        after: { gameIds: ["euro-roulette", "fruit-frenzy"] },
        reason: "weekend line-up",
      },
    ]);

    const list = await call(cs, "GET", `/operator/v1/catalogue/categories/${CATEGORY.TOP}/games`);
    expect(list.json().map((g: { id: string }) => g.id)).toEqual(["euro-roulette", "fruit-frenzy"]);
  });

  it("a refused change writes no audit row and changes nothing", async () => {
    const bad = await call(cs, "PUT", `/operator/v1/catalogue/categories/${CATEGORY.TOP}/games`, { gameIds: ["nope"] });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ code: "GAME_NOT_FOUND", gameIds: ["nope"] });
    expect(await auditRows("catalogue.category.games")).toHaveLength(1);
    const garbage = await call(cs, "PUT", `/operator/v1/catalogue/categories/${CATEGORY.TOP}/games`, { gameIds: "x" });
    expect(garbage.statusCode).toBe(400);
    expect(await topGames()).toEqual(["euro-roulette", "fruit-frenzy"]);
  });

  it("hides a game and tags it, creates, changes and deletes a category — each audited", async () => {
    const hide = await call(cs, "PATCH", "/operator/v1/catalogue/games/euro-roulette", { enabled: false, tags: ["new"] });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toMatchObject({ enabled: false, visible: false, tags: ["new", "slot"] });
    expect(await topGames()).toEqual(["fruit-frenzy"]);
    expect(await auditRows("catalogue.game.update")).toEqual([
      {
        operator_id: content.id,
        object_id: "euro-roulette",
        before: { enabled: true, tags: ["slot"], hasDemo: true },
        after: { enabled: false, tags: ["new", "slot"], hasDemo: true },
        reason: null,
      },
    ]);
    const hidden = await call(cs, "GET", "/operator/v1/catalogue/games?hidden=true");
    expect(hidden.json()).toMatchObject({ total: 1, items: [{ id: "euro-roulette" }] });

    const created = await call(cs, "POST", "/operator/v1/catalogue/categories", {
      code: "DROPS",
      name: "Drops",
      names: { de: "Drops und Gewinne" },
      icon: "drops",
      locations: [{ location: "LOBBY", gameImageType: "SMALL_WIDE", params: {}, priority: 60 }],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const patched = await call(cs, "PATCH", `/operator/v1/catalogue/categories/${id}`, { enabled: false, reason: "not yet" });
    expect(patched.json()).toMatchObject({ id, enabled: false });
    expect((await call(cs, "DELETE", `/operator/v1/catalogue/categories/${CATEGORY.TOP}`)).json().code).toBe("CATEGORY_FIXED");
    expect((await call(cs, "DELETE", `/operator/v1/catalogue/categories/${id}?reason=duplicate`)).statusCode).toBe(204);
    expect((await auditRows("catalogue.category.create")).map((r) => r.object_id)).toEqual([String(id)]);
    expect((await auditRows("catalogue.category.update")).map((r) => r.reason)).toEqual(["not yet"]);
    expect((await auditRows("catalogue.category.delete")).map((r) => r.reason)).toEqual(["duplicate"]);
    const cats = await call(cs, "GET", "/operator/v1/catalogue/categories");
    expect(cats.json().some((c: { code: string }) => c.code === "DROPS")).toBe(false);
  });

  it("refuses other roles with 403 and writes without the CSRF header", async () => {
    expect((await call(fs, "GET", "/operator/v1/catalogue/categories")).statusCode).toBe(403);
    const noCsrf = await app.inject({
      method: "PATCH",
      url: "/operator/v1/catalogue/games/book-of-sun",
      headers: { cookie: cs.headers.cookie },
      payload: { enabled: false },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await auditRows("catalogue.game.update")).toHaveLength(1);
  });
});

describe("reports operator routes", () => {
  it("finance reads GGR as JSON and CSV; content may not; bad input is 400", async () => {
    const q = "from=2026-01-01&to=2026-01-31&tz=Europe/Tallinn";
    const json = await call(fs, "GET", `/operator/v1/reports/ggr?${q}&groupBy=game`);
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      meta: { from: "2026-01-01", to: "2026-01-31", tz: "Europe/Tallinn", hourAligned: true },
      rows: [],
    });
    const csv = await call(fs, "GET", `/operator/v1/reports/players.csv?${q}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="players-2026-01-01-2026-01-31.csv"');
    expect(csv.body.split("\r\n")[0]).toBe("day,newPlayers,depositing,active");
    expect(csv.body.split("\r\n")).toHaveLength(33);
    expect((await call(fs, "GET", `/operator/v1/reports/payments?${q}`)).statusCode).toBe(200);
    expect((await call(cs, "GET", `/operator/v1/reports/ggr?${q}`)).statusCode).toBe(403);
    expect((await call(fs, "GET", "/operator/v1/reports/ggr?from=2026-01-01&to=2026-01-31&tz=Nowhere/City")).json().code).toBe(
      "INVALID_TIME_ZONE",
    );
    expect((await call(fs, "GET", "/operator/v1/reports/ggr?from=yesterday&to=2026-01-31")).statusCode).toBe(400);
  });
});
