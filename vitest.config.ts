import { defineConfig } from "vitest/config";

// One project per part; `npm test` runs them all (scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["packages/*/src/**/*.test.ts"] } },
      { test: { name: "web", include: ["apps/web/src/**/*.test.ts"] } },
      { test: { name: "api", include: ["apps/api/src/**/*.test.ts"], testTimeout: 30_000, hookTimeout: 60_000 } },
      { test: { name: "studio", include: ["apps/studio/src/**/*.test.ts"], testTimeout: 30_000, hookTimeout: 60_000 } },
      { test: { name: "backoffice", include: ["apps/backoffice/src/**/*.test.ts"] } },
      { test: { name: "psp", include: ["apps/psp/src/**/*.test.ts"], testTimeout: 30_000, hookTimeout: 60_000 } },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 480_000,
          fileParallelism: false,
          // Browser journeys share two cores with the service suites; one retry absorbs a starved tab,
          // a journey that fails twice is a failure.
          retry: 1,
          globalSetup: ["e2e/support/global-setup.ts"],
        },
      },
    ],
  },
});
