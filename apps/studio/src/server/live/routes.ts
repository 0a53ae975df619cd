import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import type { SessionService } from "../sessions/service.js";
import { LIVE_GAME, type LiveTable } from "./table.js";

/**
 * The live table's push channel: `GET /client/v1/sessions/{id}/table` upgraded
 * to a WebSocket. The page's first message is `{ key }` (the session key);
 * afterwards the studio sends `{ type: "table", ... }` at every phase change
 * with the number of players seated at this table.
 */
export async function liveRoutes(app: FastifyInstance, deps: { sessions: SessionService; table: LiveTable }) {
  await app.register(websocket);
  const seated = new Set<{ send(data: string): void }>();
  let lastKey = "";

  async function broadcast(force = false) {
    const m = deps.table.moment();
    const key = `${m.round}:${m.phase}`;
    if (!force && key === lastKey) return;
    lastKey = key;
    if (!seated.size) return;
    const view = await deps.table.view();
    const message = JSON.stringify({ type: "table", ...view, players: seated.size });
    for (const socket of seated) socket.send(message);
  }
  const timer = setInterval(() => void broadcast().catch(() => {}), 250);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));

  app.get<{ Params: { sessionId: string } }>("/client/v1/sessions/:sessionId/table", { websocket: true }, (socket, req) => {
    let seat: { send(data: string): void } | null = null;
    const timeout = setTimeout(() => socket.close(4401, "no key"), 5000);
    socket.on("message", async (data: Buffer) => {
      if (seat) return;
      try {
        const { key } = JSON.parse(data.toString()) as { key?: string };
        const s = await deps.sessions.forClient(req.params.sessionId, key);
        if (s.game_id !== LIVE_GAME) throw new Error("not a live game");
        clearTimeout(timeout);
        seat = { send: (m) => socket.send(m) };
        seated.add(seat);
        const view = await deps.table.view();
        socket.send(JSON.stringify({ type: "table", ...view, players: seated.size }));
      } catch {
        socket.close(4401, "session not found");
      }
    });
    socket.on("close", () => {
      clearTimeout(timeout);
      if (seat) seated.delete(seat);
    });
  });
}
