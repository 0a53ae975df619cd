import { Route, Routes } from "react-router";
import { Component as PlayerDetail } from "./player-detail";
import { Component as PlayerList } from "./player-list";

/** /players (search) and /players/:id (the player page). */
export function Component() {
  return (
    <Routes>
      <Route index element={<PlayerList />} />
      <Route path=":id" element={<PlayerDetail />} />
    </Routes>
  );
}
