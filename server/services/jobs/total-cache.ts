// Remembered totals of large searches (issue #3, docs/bench-search.md). Counting every match
// is what a broad search costs (about 0.5 µs a match: 80,000 listed jobs at 100k, 800,000 at
// 1M), and such a total barely changes from one minute to the next, so a total of at least
// MIN_CACHED_TOTAL is remembered for TTL_MS per search and filter set (not per sort or page):
// paging and re-sorting a broad search then reads only the page. A small total is always
// counted exactly, so a new job shows up at once in the searches where a user would notice.

export const MIN_CACHED_TOTAL = 5_000;
export const TOTAL_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

export interface TTotalCache {
  get(key: string, now: number): number | undefined;
  set(key: string, total: number, now: number): void;
}

export function createTotalCache(
  options: { minTotal?: number; ttlMs?: number; maxEntries?: number } = {},
): TTotalCache {
  const { minTotal = MIN_CACHED_TOTAL, ttlMs = TOTAL_TTL_MS, maxEntries = MAX_ENTRIES } = options;
  // A Map iterates in insertion order: re-inserting on use makes the first key the least used.
  const entries = new Map<string, { total: number; expiresAt: number }>();
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now) return undefined;
      entries.set(key, entry);
      return entry.total;
    },
    set(key, total, now) {
      if (total < minTotal) return;
      entries.delete(key);
      entries.set(key, { total, expiresAt: now + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}

// One cache per database: tests and tools open many.
const caches = new WeakMap<object, TTotalCache>();

export function totalCacheOf(db: object): TTotalCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createTotalCache();
    caches.set(db, cache);
  }
  return cache;
}
