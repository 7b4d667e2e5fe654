// What every page reads of the site's content (SEO configurations, marketing figures, which pages
// are published): read once and kept for CACHE_MS, so a page render does not query it each time.
// A change made in this process drops the part it changed at once (invalidate); another server
// process sees it within CACHE_MS, as with the runtime settings.
const CACHE_MS = 30_000;

export type TSiteContentPart = "seo" | "figures" | "pages" | "landing";

export class SiteContentCache {
  private entries = new Map<TSiteContentPart, { at: number; value: Promise<unknown> }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The part's value, read with `load` when it is not cached or is older than CACHE_MS. */
  read<T>(part: TSiteContentPart, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(part);
    if (entry && this.now() - entry.at < CACHE_MS) return entry.value as Promise<T>;
    const value = load();
    this.entries.set(part, { at: this.now(), value });
    // A failed read is not kept: the next page tries again.
    value.catch(() => {
      if (this.entries.get(part)?.value === value) this.entries.delete(part);
    });
    return value;
  }

  /** Drops a part after a change, so this process's next page reads it again. */
  invalidate(part: TSiteContentPart): void {
    this.entries.delete(part);
  }
}
