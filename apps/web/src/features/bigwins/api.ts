import { api } from "../../api/client";
import type { BigWin } from "./logic";

export const BIG_WINS_KEY = ["bigwins"] as const;

export const fetchBigWins = () => api<BigWin[]>("/api/bigwin/v1");

/** `POST /api/bigwin/v1/comment/add?comment=…&id=…` */
export const addBigWinComment = (id: string, comment: string) =>
  api<{ id: string; comment: string }>("/api/bigwin/v1/comment/add", { method: "POST", query: { comment: comment.trim(), id } });
