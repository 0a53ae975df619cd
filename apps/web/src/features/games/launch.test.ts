import { readFileSync } from "node:fs";
import { join } from "node:path";
import i18next from "i18next";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GAME_ERROR_CODES, launchErrorKey, launchGame } from "./launch";

const messages = (locale: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../i18n/messages/${locale}.json`), "utf8")) as {
    games: { errors: Record<string, string> };
  };
const LOCALES = ["en", "ru", "uk", "de", "fr", "pt", "hi", "kk", "uz"];

/** Games spec §8, in its order. */
const SPEC_CODES = [
  "WALLET_NOT_AVAILABLE",
  "GAME_SESSION_NOT_FOUND",
  "INVALID_PLAY_REQUEST",
  "PLAY_TRANSACTION_RECORD_RESULT_FAILED",
  "INVALID_LAUNCH_REQUEST",
  "GAME_IS_NOT_AVAILABLE_IN_CASINO",
  "NO_AVAILABLE_GAME_PROVIDER",
  "FAILED_TO_CREATE_GAME_SESSION",
  "UNKNOWN_LAUNCH_ERROR",
  "UNKNOWN_LAUNCH_RESPONSE_ERROR",
  "PLAYER_IS_INVALID",
  "FORBIDDEN_TO_CHANGE_ALREADY_SET_PLAYER",
  "GAME_IS_NOT_AVAILABLE_IN_PLAYERS_COUNTRY",
  "GAME_IS_NOT_AVAILABLE_AT_PROVIDER_TO_YOUR_CASINO",
  "GAME_IS_NOT_FOUND_AT_PROVIDER",
  "GAME_IS_NOT_AVAILABLE_AT_PROVIDER",
  "GAME_IS_TEMPORARILY_NOT_AVAILABLE_AT_PROVIDER",
];

/** The api's answer to the launch call, as the web's fetch receives it. */
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })),
  );
}

/** What the game popup shows for a failed launch: the translated message of the code it received. */
async function shown(locale: string, opts: { demo: boolean }) {
  await i18next.changeLanguage(locale);
  try {
    await launchGame({ vendorId: "aurum", gameId: "fruit-frenzy", demo: opts.demo, lobbyUrl: "/en", depositUrl: "/en/deposit" });
  } catch (err) {
    return i18next.t(launchErrorKey(err));
  }
  throw new Error("the launch did not fail");
}

beforeAll(async () => {
  const store = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  await i18next.init({
    lng: "en",
    fallbackLng: "en",
    resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: messages(l) }])),
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe("game launch errors (games spec §8)", () => {
  it("knows exactly the spec's 17 codes, each with its own message in every language", () => {
    expect([...GAME_ERROR_CODES].sort()).toEqual([...SPEC_CODES].sort());
    for (const l of LOCALES) {
      const errors = messages(l).games.errors;
      for (const code of SPEC_CODES) expect(errors[code], `${l} ${code}`).toBeTruthy();
      expect(new Set(SPEC_CODES.map((c) => errors[c])).size, l).toBe(SPEC_CODES.length);
    }
  });

  it("shows the translated message of the code the api answers, for a real launch and a demo", async () => {
    const statusOf: Record<string, number> = {
      WALLET_NOT_AVAILABLE: 503,
      NO_AVAILABLE_GAME_PROVIDER: 503,
      GAME_IS_TEMPORARILY_NOT_AVAILABLE_AT_PROVIDER: 503,
      GAME_SESSION_NOT_FOUND: 404,
    };
    for (const locale of ["en", "ru"]) {
      for (const code of SPEC_CODES) {
        answer(statusOf[code] ?? 412, { code, message: "the api's English text" });
        expect(await shown(locale, { demo: false }), `${locale} ${code}`).toBe(messages(locale).games.errors[code]);
        answer(statusOf[code] ?? 412, { code, message: "the api's English text" });
        expect(await shown(locale, { demo: true }), `${locale} ${code} demo`).toBe(messages(locale).games.errors[code]);
      }
    }
  });

  it("says a launch refused for a used-up session-time limit waits for a new login, in every language", async () => {
    for (const locale of LOCALES) {
      answer(412, { code: "SESSION_TIME_LIMIT_REACHED", message: "the api's English text" });
      const text = await shown(locale, { demo: false });
      expect(text, locale).toBe(messages(locale).games.errors.SESSION_TIME_LIMIT_REACHED);
      expect(text, locale).not.toBe(messages(locale).games.errors.default);
    }
  });

  it("shows the default games error for a code of no game meaning, or an answer without a code", async () => {
    for (const [status, body] of [
      [412, { code: "SOMETHING_ELSE" }],
      [500, "Internal Server Error"],
    ] as const) {
      answer(status, body);
      expect(await shown("en", { demo: true })).toBe(messages("en").games.errors.default);
    }
  });

  it("asks for the spec's game mode, REAL=0 or DEMO=1, and reads it back", async () => {
    for (const demo of [true, false]) {
      const gameMode = demo ? 1 : 0;
      answer(200, { url: "https://studio.example/play/s", sessionId: "s", mode: demo ? "fun" : "real", gameMode });
      const res = await launchGame({ vendorId: "aurum", gameId: "g", demo, lobbyUrl: "/en", depositUrl: "/en/deposit" });
      const url = String(vi.mocked(fetch).mock.calls[0]![0]);
      expect(new URL(url, "https://casino.example").searchParams.get("mode")).toBe(String(gameMode));
      expect(res).toMatchObject({ kind: "game", game: { gameMode } });
    }
  });
});
