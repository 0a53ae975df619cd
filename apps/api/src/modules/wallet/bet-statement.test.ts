import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { player } from "../../../test/payments.js";
import { promotion } from "../../../test/promotions.js";
import { type BetStatement, BONUS_BETS, LEAN_BETS, LOSS_BETS, PLACE_BETS, seamlessRepository } from "./seamless.repository.js";

/**
 * The bet statement runs prepared: after a few calls PostgreSQL keeps one
 * generic plan for it, made from what it knows of the tables then, until
 * their statistics change (autovacuum's analyses). A plan made on a new
 * casino's tables, before any analysis, must still find every row by its
 * index, or each bet would scan tables that grow by a row per bet.
 */
const app = await testApp();

const args = `ARRAY['p'], ARRAY['tx-1'], ARRAY['00000000-0000-0000-0000-000000000000']::uuid[], ARRAY['EUR'], ARRAY['g'],
  ARRAY['r-1'], ARRAY[100]::bigint[], ARRAY[1]::bigint[], ARRAY['{}'], ARRAY['p'], ARRAY['n-1'], ARRAY[now()],
  ARRAY['\\x00'::bytea], ARRAY[NULL]::text[], now(), now() - interval '1 day', now() - interval '7 days',
  now() - interval '1 month'`;

/** The lean and bonus statements take the first 15 (no loss windows). */
const leanArgs = args.slice(0, args.indexOf(", now() - interval '1 day'"));

/** The generic plan PostgreSQL keeps for a prepared statement, as EXPLAIN gives it (text, or JSON's top node). */
async function explainGeneric(statement: string, params: string, format: "text" | "json") {
  return app.db.transaction(async (tx) => {
    await tx.exec("SET LOCAL plan_cache_mode = force_generic_plan");
    await tx.exec(`PREPARE bets_plan AS ${statement}`);
    const rows = await tx.query<{ "QUERY PLAN": unknown }>(
      `EXPLAIN ${format === "json" ? "(FORMAT JSON) " : ""}EXECUTE bets_plan(${params})`,
    );
    await tx.exec("DEALLOCATE bets_plan");
    return rows.map((r) => r["QUERY PLAN"]);
  });
}

const genericPlan = async (statement = PLACE_BETS, params = args): Promise<string> =>
  (await explainGeneric(statement, params, "text")).join("\n");

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Sort Key"?: string[];
  Alias?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

async function genericPlanJson(statement: string, params: string): Promise<PlanNode> {
  const raw = (await explainGeneric(statement, params, "json"))[0] as [{ Plan: PlanNode }] | string;
  return (typeof raw === "string" ? JSON.parse(raw) : raw)[0].Plan;
}

/** The first node (depth first) that `test` accepts. */
function findNode(node: PlanNode, test: (n: PlanNode) => boolean): PlanNode | undefined {
  if (test(node)) return node;
  for (const child of node.Plans ?? []) {
    const found = findNode(child, test);
    if (found) return found;
  }
  return undefined;
}

describe("the bet statement's plan", () => {
  it("probes indexes only on a new casino's tables", async () => {
    const plan = await genericPlan();
    for (const index of [
      "wallet_launch_tokens_pkey",
      "wallet_rounds_pkey",
      "wallet_accounts_owner_key",
      "wallet_accounts_pkey",
      "protection_loss_windows_pkey",
    ]) {
      expect(plan).toMatch(new RegExp(`Index (Only )?Scan using ${index} `));
    }
    expect(plan).not.toMatch(/Seq Scan on (wallet_\w+|players|sessions|protection_\w+)/);
  });

  it("the lean statement too, its bonus and loss-window checks included", async () => {
    const plan = await genericPlan(LEAN_BETS, leanArgs);
    for (const index of [
      "wallet_launch_tokens_pkey",
      "wallet_rounds_pkey",
      "wallet_accounts_owner_key",
      "wallet_accounts_pkey",
      "bonus_grants_one_active",
      "protection_loss_windows_pkey",
    ]) {
      expect(plan).toMatch(new RegExp(`Index (Only )?Scan using ${index} `));
    }
    expect(plan).not.toMatch(/Seq Scan on (wallet_\w+|players|sessions|protection_\w+|bonus_grants)/);
  });

  it("the loss windows' statement and the bonus's too, each with the probe that defers what it lacks", async () => {
    const loss = await genericPlan(LOSS_BETS);
    const bonus = await genericPlan(BONUS_BETS, leanArgs);
    for (const [plan, own] of [
      [loss, "protection_loss_windows_pkey"],
      [bonus, "protection_loss_windows_pkey"],
    ] as const) {
      for (const index of [
        "wallet_launch_tokens_pkey",
        "wallet_rounds_pkey",
        "wallet_accounts_owner_key",
        "wallet_accounts_pkey",
        own,
      ])
        expect(plan).toMatch(new RegExp(`Index (Only )?Scan using ${index} `));
      expect(plan).not.toMatch(/Seq Scan on (wallet_\w+|players|sessions|protection_\w+|bonus_grants)/);
    }
    // the loss statement looks for a bonus in play only to defer the bet
    expect(loss).toMatch(/Index (Only )?Scan using bonus_grants_one_active /);
  });

  it("finds a player's grant by the player and feeds its wagering by the grant's id, never walking every active grant", async () => {
    for (const plan of [await genericPlan(BONUS_BETS, leanArgs), await genericPlan()]) {
      expect(plan).toMatch(/Index (Only )?Scan using bonus_grants_one_active /);
      expect(plan).toMatch(/Index Scan using bonus_grants_pkey on bonus_grants gr/);
      expect(plan).not.toMatch(/bonus_grants_active_due/);
    }
  });

  it("locks the group's bonus grants in player order, so two api processes betting for the same players never deadlock", async () => {
    for (const [sql, params] of [
      [BONUS_BETS, leanArgs],
      [PLACE_BETS, args],
    ] as const) {
      // the join that takes the grants' locks: its outer input must be the group sorted by player, nothing between
      const lockingJoin = findNode(
        await genericPlanJson(sql, params),
        (n) =>
          /Nested Loop/.test(n["Node Type"]) &&
          !!n.Plans &&
          !!findNode(
            n.Plans[1]!,
            (c) => c["Node Type"] === "LockRows" && !!findNode(c, (s) => s["Relation Name"] === "bonus_grants"),
          ),
      );
      expect(lockingJoin?.Plans?.[0]?.["Node Type"]).toBe("Sort");
      expect(lockingJoin?.Plans?.[0]?.["Sort Key"]).toEqual([expect.stringMatching(/\.player$/)]);
    }
  });

  it("opens a group's new rounds in key order, so two api processes opening the same rounds never deadlock", async () => {
    for (const [sql, params] of [
      [LEAN_BETS, leanArgs],
      [LOSS_BETS, args],
      [BONUS_BETS, leanArgs],
      [PLACE_BETS, args],
    ] as const) {
      const insert = findNode(
        await genericPlanJson(sql, params),
        (n) => n["Node Type"] === "ModifyTable" && n["Relation Name"] === "wallet_rounds",
      );
      // what feeds the insert, through the scans that only pass its rows on
      let input = insert?.Plans?.[0];
      while (input && /^(Subquery Scan|Result)$/.test(input["Node Type"]) && input.Plans?.length === 1) input = input.Plans[0];
      expect(input?.["Node Type"]).toBe("Sort");
      expect(input?.["Sort Key"]).toEqual([expect.stringMatching(/\.provider$/), expect.stringMatching(/\.round$/)]);
    }
  });

  it("locks the accounts by their ids once the accounts table has grown past a few pages", async () => {
    // house accounts of made-up games: a casino's first thousand accounts, which every bet updates
    await app.db.exec(
      "INSERT INTO wallet_accounts (kind, currency) SELECT 'game:plan-' || g, 'EUR' FROM generate_series(1, 1500) g",
    );
    for (const plan of [
      await genericPlan(),
      await genericPlan(LEAN_BETS, leanArgs),
      await genericPlan(LOSS_BETS),
      await genericPlan(BONUS_BETS, leanArgs),
    ]) {
      expect(plan).not.toMatch(/Seq Scan on wallet_accounts/);
    }
  });
  it("finds the loss windows of a group's players by their keys once many players have limits", async () => {
    // a casino's first players with loss limits: each one's bets move their row
    await app.db.exec(
      `WITH p AS (
         INSERT INTO players (customer_id, password_hash, currency, country)
         SELECT 'plan-loss-' || g, 'x', 'EUR', 'EST' FROM generate_series(1, 1500) g RETURNING id
       )
       INSERT INTO protection_loss_windows (player_id, day_limit, day_from, week_from, month_from)
       SELECT id, 1000, now(), now(), now() FROM p`,
    );
    for (const plan of [await genericPlan(), await genericPlan(LOSS_BETS)]) {
      expect(plan).toMatch(/Update on protection_loss_windows[\s\S]*Index Scan using protection_loss_windows_pkey/);
      expect(plan).not.toMatch(/Seq Scan on protection_loss_windows/);
    }
  });

  it("takes a player's grant in play by bonus_grants_one_active, not by walking their past grants, once players have many", async () => {
    // each player: a bonus in play, finished ones before it and offers made since (bonus_grants_player_idx,
    // newest first, would walk the offers on every bet)
    const promo = await promotion(app);
    await app.db.exec(
      `WITH p AS (
         INSERT INTO players (customer_id, password_hash, currency, country)
         SELECT 'plan-bonus-' || g, 'x', 'EUR', 'EST' FROM generate_series(1, 64) g RETURNING id
       ), past AS (
         INSERT INTO bonus_grants (player_id, promotion_id, currency, status, source, rules, created_at)
         SELECT p.id, '${promo.id}', 'EUR', CASE WHEN g <= 5 THEN 'PENDING' ELSE 'CLAIMED' END, 'manual', '{}',
                now() - g * interval '1 hour'
           FROM p CROSS JOIN generate_series(1, 40) g
       )
       INSERT INTO bonus_grants (player_id, promotion_id, currency, status, source, rules, created_at)
       SELECT id, '${promo.id}', 'EUR', 'ACTIVE', 'manual', '{}', now() - interval '330 minutes' FROM p`,
    );
    await app.db.exec("ANALYZE bonus_grants");
    for (const [sql, params] of [
      [BONUS_BETS, leanArgs],
      [PLACE_BETS, args],
    ] as const) {
      const grantScan = findNode(
        await genericPlanJson(sql, params),
        (n) => n["Relation Name"] === "bonus_grants" && n.Alias === "x",
      );
      expect(grantScan?.["Index Name"]).toBe("bonus_grants_one_active");
    }
  });
});

describe("a bet a statement leaves for another", () => {
  /** One bet of `playerId` by `statement`: what the statement answers for it. */
  const placeOne = async (playerId: string, statement: BetStatement) => {
    const [placed] = await seamlessRepository().placeBets(
      app.db,
      [
        {
          provider: "p",
          transactionId: `tx-${playerId}-${statement}`,
          playerId,
          currency: "EUR",
          gameId: "g",
          roundId: `r-${playerId}-${statement}`,
          amount: 100n,
          houseId: 1n,
          meta: "{}",
          nonce: null,
          tokenHash: Buffer.alloc(32),
          guardProblem: null,
        },
      ],
      new Date(),
      statement,
    );
    return placed;
  };

  it("says what its player has, whichever statement left it, so the player's next bets go by the one that runs just that", async () => {
    const limited = await player(app);
    await app.services.protection.setLimits(limited.id, { losses: { daily: 10_000 } });
    const loss = { deferred: true, needs: { bonus: false, loss: true } };
    expect(await placeOne(limited.id, "lean")).toEqual(loss);
    // the bonus statement lacks the loss windows: a player it leaves has those, and no bonus
    expect(await placeOne(limited.id, "bonus")).toEqual(loss);
    // nothing of the bet was written
    const rows = await app.db.query("SELECT 1 FROM wallet_game_transactions WHERE player_id = $1", [limited.id]);
    expect(rows).toEqual([]);
  });

  it("a player with a bonus in play is left by the loss windows' statement, and says whether a loss window comes with it", async () => {
    const promo = await promotion(app);
    const inPlay = async (playerId: string) =>
      app.db.query(
        `INSERT INTO bonus_grants (player_id, promotion_id, currency, status, source, rules)
         VALUES ($1, $2, 'EUR', 'ACTIVE', 'manual', '{}')`,
        [playerId, promo.id],
      );
    const onBonus = await player(app);
    await inPlay(onBonus.id);
    expect(await placeOne(onBonus.id, "loss")).toEqual({ deferred: true, needs: { bonus: true, loss: false } });
    expect(await placeOne(onBonus.id, "lean")).toEqual({ deferred: true, needs: { bonus: true, loss: false } });

    const both = await player(app);
    await inPlay(both.id);
    await app.services.protection.setLimits(both.id, { losses: { daily: 10_000 } });
    const needsBoth = { deferred: true, needs: { bonus: true, loss: true } };
    expect(await placeOne(both.id, "loss")).toEqual(needsBoth);
    expect(await placeOne(both.id, "bonus")).toEqual(needsBoth);
    expect(await placeOne(both.id, "lean")).toEqual(needsBoth);
  });
});
