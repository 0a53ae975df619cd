import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { dropSchema, openDb } from "./db.js";

/** On server PostgreSQL when DATABASE_URL is set (statements run prepared there), else on PGlite. */
const url = process.env.DATABASE_URL;
const schema = url ? `t_db_${randomBytes(5).toString("hex")}` : undefined;
const db = await openDb({ url, schema, poolSize: 1 });
afterAll(async () => {
  await db.close();
  if (url && schema) await dropSchema(url, schema);
});

describe("the database handle", () => {
  it("keeps answering a statement after a migration changed the rows it returns", async () => {
    await db.exec("CREATE TABLE seats (id int PRIMARY KEY, name text)");
    await db.query("INSERT INTO seats VALUES ($1, $2)", [1, "one"]);
    // More than five runs: PostgreSQL then keeps one cached plan for the prepared text.
    for (let i = 0; i < 7; i++) expect(await db.one("SELECT * FROM seats WHERE id = $1", [1])).toEqual({ id: 1, name: "one" });
    await db.exec("ALTER TABLE seats ADD COLUMN tier int NOT NULL DEFAULT 2");
    expect(await db.one("SELECT * FROM seats WHERE id = $1", [1])).toEqual({ id: 1, name: "one", tier: 2 });
  });

  it("fails a transaction whose statement went stale, and the retry of that transaction succeeds", async () => {
    await db.exec("CREATE TABLE tables_ (id int PRIMARY KEY)");
    await db.query("INSERT INTO tables_ VALUES ($1)", [7]);
    const read = () => db.transaction((tx) => tx.one("SELECT * FROM tables_ WHERE id = $1", [7]));
    expect(await read()).toEqual({ id: 7 });
    await db.exec("ALTER TABLE tables_ ADD COLUMN seats int NOT NULL DEFAULT 6");
    const first = await read().then(
      (row) => row,
      (err: unknown) => err,
    );
    // PostgreSQL refuses the stale statement inside the transaction; PGlite runs unprepared and answers.
    if (db.engine === "postgres") expect(first).toMatchObject({ code: "0A000" });
    expect(await read()).toEqual({ id: 7, seats: 6 });
  });
});
