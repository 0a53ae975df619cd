import { fileURLToPath } from "node:url";
import { buildBackoffice } from "./app.js";

const port = Number(process.env.BACKOFFICE_PORT ?? 3300);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid configuration:\n  BACKOFFICE_PORT: must be a port number, got "${process.env.BACKOFFICE_PORT}"`);
  process.exit(1);
}
const app = await buildBackoffice({
  dist: fileURLToPath(new URL("../../dist", import.meta.url)),
  logLevel: process.env.LOG_LEVEL ?? "info",
  // The api's operator calls (/operator/v1/*): where the other parts reach the casino.
  apiUrl: process.env.CASINO_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`,
});
await app.listen({ host: process.env.HOST ?? "0.0.0.0", port });
const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
