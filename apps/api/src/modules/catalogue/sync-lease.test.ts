import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { doubleGame, studioDouble } from "../../../test/studio-double.js";
import { createServices } from "../../services.js";

/**
 * The periodic catalogue sync with several api processes on one database
 * (here two sets of services, as two processes have): the provider's list is
 * read once per interval, not once per process.
 */
const SECRET = "studio-test-secret-0123456789";
const quiet = { info() {}, warn() {} };
const until = async (done: () => boolean, ms = 8000) => {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe("the periodic catalogue sync", () => {
  it("reads the provider's list once per interval whatever the number of api processes", async () => {
    const studio = await studioDouble(SECRET, [doubleGame("fruit-frenzy")]);
    const app = await testApp({ config: { STUDIO_URL: studio.url, STUDIO_SECRET: SECRET, CATALOGUE_SYNC_INTERVAL_MS: 60_000 } });
    const second = createServices({ config: app.services.config, db: app.db });
    const stops = [app.services.catalogue.startSync(quiet), second.catalogue.startSync(quiet)];
    try {
      await until(() => studio.listed >= 1);
      await new Promise((r) => setTimeout(r, 500));
      expect(studio.listed).toBe(1);
      // what one process synced, the other serves
      expect(await second.catalogue.gameById("fruit-frenzy")).toBeTruthy();
    } finally {
      for (const stop of stops) stop();
    }
  });

  it("gives the interval back when the provider is down, so the retry a second later syncs", async () => {
    const studio = await studioDouble(SECRET, [doubleGame("fruit-frenzy")]);
    const app = await testApp({ config: { STUDIO_URL: studio.url, STUDIO_SECRET: SECRET, CATALOGUE_SYNC_INTERVAL_MS: 60_000 } });
    studio.failWith = 503;
    const stop = app.services.catalogue.startSync(quiet);
    try {
      await new Promise((r) => setTimeout(r, 300));
      studio.failWith = null;
      await until(() => studio.listed >= 1);
      expect(studio.listed).toBe(1);
    } finally {
      stop();
    }
  });
});
