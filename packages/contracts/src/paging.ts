import { z } from "zod";

/** Paging of the back office's lists: page from 1, up to 200 rows a page. Spread `.shape` into a list's filters. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** Paging as a caller passes it: page from 1. */
export interface Paging {
  page?: number;
  pageSize?: number;
}

/** A list answer: `{ items }`. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
