/**
 * Per-request batching of the lookups a GraphQL answer needs for many games
 * (tags, images, categories, favourites): every game asked for in one pass
 * of the executor is fetched with one query.
 */
export function batchLoader<V>(fetch: (ids: string[]) => Promise<Map<string, V>>, empty: V) {
  const cache = new Map<string, Promise<V>>();
  let pending: { id: string; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];

  const flush = async () => {
    const batch = pending;
    pending = [];
    try {
      const found = await fetch([...new Set(batch.map((b) => b.id))]);
      for (const b of batch) b.resolve(found.get(b.id) ?? empty);
    } catch (err) {
      for (const b of batch) b.reject(err);
    }
  };

  return {
    load(id: string): Promise<V> {
      let p = cache.get(id);
      if (!p) {
        p = new Promise<V>((resolve, reject) => {
          if (pending.length === 0) setImmediate(flush);
          pending.push({ id, resolve, reject });
        });
        cache.set(id, p);
      }
      return p;
    },
  };
}
