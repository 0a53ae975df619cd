import type { Db } from "../../platform/db.js";

export function healthService(deps: { db: Db }) {
  return {
    async check(): Promise<boolean> {
      try {
        await deps.db.query("SELECT 1");
        return true;
      } catch {
        return false;
      }
    },
  };
}
