// The job search's own inverted index (decision 010): every listed job's lexemes, neighbouring
// word pairs and filter and sort fields, held in typed arrays in this process and kept in step
// with the jobs table through the change log that triggers write (migration 0005). A search
// reads only the posting lists of its words, so counting 180,000 matches or finding the newest
// 200 is a pass over integers, not a visit to 180,000 table rows.
//
// A job is a slot. A changed job's old slot is marked dead and the job gets a new slot at the
// end, so posting lists only ever grow at their end and stay sorted. The index is rebuilt from
// the table when a quarter of its slots are dead, or when the table was truncated.
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { TDatabase } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { TQueryNode } from "./tsquery-tree";

// Small enough that a page waits at most one batch's read while the index builds: on PGlite the
// database runs on the server's own thread.
const BUILD_BATCH_ROWS = 5_000;
/** Without start, fewer live slots than this are rebuilt at once; more are rebuilt beside the running index. */
const REBUILD_IN_PLACE_SLOTS = 50_000;
/** An index that has not synchronised for this long may have missed log entries since removed. */
const MAX_SYNC_GAP_MS = 6 * 60 * 60_000;
/** Change log entries older than this are removed by housekeeping (cleanUpSearchChanges). */
export const CHANGE_LOG_RETENTION_HOURS = 24;

/** A job's fields as the index reads them (indexColumns). */
interface TIndexRow {
  id: number;
  created: number | string;
  expires: number | string;
  country: string;
  city: string | null;
  place: string;
  work_type: string;
  company: string;
  company_id: number | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_min_usd: number | null;
  salary_max_usd: number | null;
  /** Text arrays arrive parsed, from node-postgres and PGlite alike. */
  words: string[];
  title_words: string[];
}

// Lexemes, and pairs of neighbouring lexemes joined by a space (job_phrase_pairs, migration 0003).
// Times are in microseconds since 1970, as PostgreSQL keeps them, so that ties order the same.
const indexColumns = sql`id,
  extract(epoch from created_at)::numeric * 1000000 as created,
  extract(epoch from expires_at)::numeric * 1000000 as expires,
  country, lower(city) as city, lower(location || ' ' || coalesce(city, '')) as place, work_type,
  lower(company) as company, company_id, salary_min, salary_max, salary_min_usd, salary_max_usd,
  tsvector_to_array(search_vector) || tsvector_to_array(phrase_pairs) as words,
  tsvector_to_array(title_vector) || tsvector_to_array(job_phrase_pairs(title_vector)) as title_words`;

/** A growable Int32Array. */
class IntList {
  values = new Int32Array(16);
  length = 0;

  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  get items(): Int32Array {
    return this.values.subarray(0, this.length);
  }
}

/**
 * Posting lists: a lexicon (lexeme -> number) and, per lexeme, the sorted slots holding it. A
 * build collects every slot's lexemes and then lays the lists end to end in one array (seal);
 * later slots go to a small list per lexeme beside it. Slots arrive in increasing order, each
 * lexeme once per slot.
 */
class Postings {
  readonly lexicon = new Map<string, number>();
  private sorted: string[] | null = null;
  /** While building: the lexemes of each slot, in slot order, and where each slot starts. */
  private collected: { lexemes: IntList; slots: IntList; starts: IntList } | null = {
    lexemes: new IntList(),
    slots: new IntList(),
    starts: new IntList(),
  };
  /** Sealed: lexeme n's slots are base[baseStarts[n]] up to base[baseStarts[n + 1]]. */
  private base = new Int32Array(0);
  private baseStarts = new Int32Array(1);
  private readonly later = new Map<number, IntList>();

  add(lexeme: string, slot: number) {
    let id = this.lexicon.get(lexeme);
    if (id === undefined) {
      id = this.lexicon.size;
      this.lexicon.set(lexeme, id);
      this.sorted = null;
    }
    const collected = this.collected;
    if (collected) {
      if (collected.slots.length === 0 || collected.slots.values[collected.slots.length - 1] !== slot) {
        collected.slots.push(slot);
        collected.starts.push(collected.lexemes.length);
      }
      collected.lexemes.push(id);
      return;
    }
    let list = this.later.get(id);
    if (!list) this.later.set(id, (list = new IntList()));
    list.push(slot);
  }

  /** Lays the collected lists end to end: one counting pass, one filling pass. */
  seal() {
    const collected = this.collected;
    if (!collected) return;
    const count = this.lexicon.size;
    const lexemes = collected.lexemes.items;
    const starts = new Int32Array(count + 1);
    for (const id of lexemes) starts[id + 1] += 1;
    for (let id = 0; id < count; id++) starts[id + 1] += starts[id];
    const base = new Int32Array(lexemes.length);
    const next = starts.slice(0, count);
    const slots = collected.slots.items;
    const slotStarts = collected.starts.items;
    for (let run = 0; run < slots.length; run++) {
      const end = run + 1 < slots.length ? slotStarts[run + 1] : lexemes.length;
      for (let entry = slotStarts[run]; entry < end; entry++) base[next[lexemes[entry]]++] = slots[run];
    }
    this.base = base;
    this.baseStarts = starts;
    this.collected = null;
  }

  of(lexeme: string): Int32Array {
    const id = this.lexicon.get(lexeme);
    if (id === undefined) return EMPTY;
    const sealed =
      id + 1 < this.baseStarts.length ? this.base.subarray(this.baseStarts[id], this.baseStarts[id + 1]) : EMPTY;
    const later = this.later.get(id);
    if (!later) return sealed;
    const all = new Int32Array(sealed.length + later.length);
    all.set(sealed);
    all.set(later.items, sealed.length);
    return all;
  }

  /** Every slot holding a lexeme that starts with the prefix, sorted. */
  withPrefix(prefix: string, slotCount: number): Int32Array {
    if (!this.sorted) this.sorted = [...this.lexicon.keys()].sort();
    const sorted = this.sorted;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    const marks = new Uint8Array(slotCount);
    let found = false;
    for (let index = low; index < sorted.length && sorted[index].startsWith(prefix); index++) {
      for (const slot of this.of(sorted[index])) marks[slot] = 1;
      found = true;
    }
    return found ? slotsMarked(marks) : EMPTY;
  }
}

const EMPTY = new Int32Array(0);

function slotsMarked(marks: Uint8Array): Int32Array {
  let count = 0;
  for (let slot = 0; slot < marks.length; slot++) count += marks[slot];
  const slots = new Int32Array(count);
  let next = 0;
  for (let slot = 0; slot < marks.length; slot++) if (marks[slot]) slots[next++] = slot;
  return slots;
}

export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    if (a[i] < b[j]) i++;
    else if (a[i] > b[j]) j++;
    else {
      out[n++] = a[i];
      i++;
      j++;
    }
  }
  return out.subarray(0, n);
}

function unite(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] < b[j])) out[n++] = a[i++];
    else if (i >= a.length || b[j] < a[i]) out[n++] = b[j++];
    else {
      out[n++] = a[i++];
      j++;
    }
  }
  return out.subarray(0, n);
}

function subtract(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length);
  let j = 0;
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    while (j < b.length && b[j] < a[i]) j++;
    if (j >= b.length || b[j] !== a[i]) out[n++] = a[i];
  }
  return out.subarray(0, n);
}

/** What a search asks of the index beyond its words; the same filters as listingConditions. */
export interface TIndexFilters {
  country?: string;
  /** Lower-cased by PostgreSQL, as the table's values are. */
  city?: string;
  /** Lower-cased by PostgreSQL: text the job's place holds. */
  place?: string;
  /** With place, a remote job passes too when its place holds this ("" for any place): the Location box's "remote". */
  remotePlace?: string;
  workType?: string;
  company?: string;
  /** Companies of the chosen sizes; null for any company. */
  companyIds: ReadonlySet<number> | null;
  band?: { isLocal: boolean; min: number; max: number | null };
  /** Listed (listedCondition in services/jobs/listed.ts) means active, which every slot alive is, and expiring after this time, in microseconds since 1970. */
  nowMicros: number;
}

export type TIndexSort = "recent" | "salary_desc" | "salary_asc";

export class JobSearchIndex {
  private slotCount = 0;
  private capacity = 0;
  private ids = new Int32Array(0);
  private expires = new Float64Array(0);
  private alive = new Uint8Array(0);
  private country = new Int32Array(0);
  private city = new Int32Array(0);
  private place = new Int32Array(0);
  private workType = new Int32Array(0);
  private company = new Int32Array(0);
  private companyId = new Int32Array(0);
  private salaryMin = new Float64Array(0);
  private salaryMax = new Float64Array(0);
  private salaryMinUsd = new Float64Array(0);
  private salaryMaxUsd = new Float64Array(0);
  /** Per sort, each slot's key: smaller comes first (jobs without a salary last), ties on the higher id. */
  private sortKeys: Record<TIndexSort, Float64Array> = {
    recent: new Float64Array(0),
    salary_desc: new Float64Array(0),
    salary_asc: new Float64Array(0),
  };
  /** Text values of the filter fields, each kept once. */
  private readonly values = new Map<string, number>();
  private readonly valueTexts: string[] = [];
  private readonly slotOf = new Map<number, number>();
  private readonly words = new Postings();
  private readonly titleWords = new Postings();
  deadSlots = 0;

  get size() {
    return this.slotCount - this.deadSlots;
  }

  private valueOf(text: string | null): number {
    if (text === null) return -1;
    let id = this.values.get(text);
    if (id === undefined) {
      id = this.valueTexts.length;
      this.values.set(text, id);
      this.valueTexts.push(text);
    }
    return id;
  }

  private grow() {
    const capacity = Math.max(1024, this.capacity * 2);
    const grown = <T extends Int32Array | Float64Array | Uint8Array>(array: T): T => {
      const next = new (array.constructor as new (length: number) => T)(capacity);
      next.set(array);
      return next;
    };
    this.ids = grown(this.ids);
    this.expires = grown(this.expires);
    this.alive = grown(this.alive);
    this.country = grown(this.country);
    this.city = grown(this.city);
    this.place = grown(this.place);
    this.workType = grown(this.workType);
    this.company = grown(this.company);
    this.companyId = grown(this.companyId);
    this.salaryMin = grown(this.salaryMin);
    this.salaryMax = grown(this.salaryMax);
    this.salaryMinUsd = grown(this.salaryMinUsd);
    this.salaryMaxUsd = grown(this.salaryMaxUsd);
    for (const sort of ["recent", "salary_desc", "salary_asc"] as const)
      this.sortKeys[sort] = grown(this.sortKeys[sort]);
    this.capacity = capacity;
  }

  /** Adds a listed job, or replaces what the index held of it. */
  put(row: TIndexRow) {
    this.remove(row.id);
    if (this.slotCount === this.capacity) this.grow();
    const slot = this.slotCount++;
    const amount = (value: number | null) => (value === null ? NaN : Number(value));
    this.ids[slot] = row.id;
    this.expires[slot] = Number(row.expires);
    this.alive[slot] = 1;
    this.country[slot] = this.valueOf(row.country);
    this.city[slot] = this.valueOf(row.city);
    this.place[slot] = this.valueOf(row.place);
    this.workType[slot] = this.valueOf(row.work_type);
    this.company[slot] = this.valueOf(row.company);
    this.companyId[slot] = row.company_id ?? -1;
    this.salaryMin[slot] = amount(row.salary_min);
    this.salaryMax[slot] = amount(row.salary_max);
    this.salaryMinUsd[slot] = amount(row.salary_min_usd);
    this.salaryMaxUsd[slot] = amount(row.salary_max_usd);
    // As orderFor: newest first; coalesce(max, min) high to low; coalesce(min, max) low to high.
    const high = row.salary_max_usd ?? row.salary_min_usd;
    const low = row.salary_min_usd ?? row.salary_max_usd;
    this.sortKeys.recent[slot] = -Number(row.created);
    this.sortKeys.salary_desc[slot] = high === null ? Infinity : -Number(high);
    this.sortKeys.salary_asc[slot] = low === null ? Infinity : Number(low);
    for (const lexeme of row.words) this.words.add(lexeme, slot);
    for (const lexeme of row.title_words) this.titleWords.add(lexeme, slot);
    this.slotOf.set(row.id, slot);
  }

  /** Forgets a job (no longer listed, or deleted). */
  remove(id: number) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.alive[slot] = 0;
    this.slotOf.delete(id);
    this.deadSlots += 1;
  }

  /**
   * The slots matching a query tree, sorted; null when the index cannot answer it exactly (a
   * phrase of more than two words or with a gap, a prefix inside a phrase, a weight), which the
   * database then does.
   */
  evaluate(tree: TQueryNode, onTitles = false): Int32Array | null {
    const postings = onTitles ? this.titleWords : this.words;
    const all = () => {
      const slots = new Int32Array(this.slotCount);
      for (let slot = 0; slot < slots.length; slot++) slots[slot] = slot;
      return slots;
    };
    const visit = (node: TQueryNode): Int32Array | null => {
      switch (node.kind) {
        case "word":
          if (node.hasWeights) return null;
          return node.isPrefix ? postings.withPrefix(node.lexeme, this.slotCount) : postings.of(node.lexeme);
        case "phrase": {
          const { left, right } = node;
          if (node.distance !== 1 || left.kind !== "word" || right.kind !== "word") return null;
          if (left.isPrefix || right.isPrefix || left.hasWeights || right.hasWeights) return null;
          return postings.of(`${left.lexeme} ${right.lexeme}`);
        }
        case "not": {
          const child = visit(node.child);
          return child && subtract(all(), child);
        }
        case "and": {
          // a & !b is a difference, without the complement of b.
          if (node.right.kind === "not" || node.left.kind === "not") {
            const [positive, negative] = node.right.kind === "not" ? [node.left, node.right] : [node.right, node.left];
            const kept = visit(positive);
            const excluded = negative.kind === "not" ? visit(negative.child) : null;
            return kept && excluded && subtract(kept, excluded);
          }
          const left = visit(node.left);
          const right = left && visit(node.right);
          return left && right && intersect(left, right);
        }
        case "or": {
          const left = visit(node.left);
          const right = left && visit(node.right);
          return left && right && unite(left, right);
        }
      }
    };
    return visit(tree);
  }

  /**
   * The listed jobs among the slots (every slot when null) that pass the filters, in slot order.
   * Filtering a million slots takes a few milliseconds.
   */
  filter(slots: Int32Array | null, filters: TIndexFilters): Int32Array {
    const value = (text: string | undefined) => (text === undefined ? undefined : (this.values.get(text) ?? -2));
    const country = value(filters.country);
    const city = value(filters.city);
    const workType = value(filters.workType);
    const company = value(filters.company);
    const holding = (text: string | undefined) => {
      if (text === undefined) return null;
      const holds = new Uint8Array(this.valueTexts.length);
      for (let id = 0; id < this.valueTexts.length; id++) holds[id] = this.valueTexts[id].includes(text) ? 1 : 0;
      return holds;
    };
    const places = holding(filters.place);
    const remotePlaces = filters.place === undefined ? null : holding(filters.remotePlace);
    const remote = this.values.get("remote") ?? -2;
    const { band, companyIds, nowMicros } = filters;
    const low = band?.isLocal ? this.salaryMin : this.salaryMinUsd;
    const high = band?.isLocal ? this.salaryMax : this.salaryMaxUsd;
    const { alive, expires } = this;
    const checks: ((slot: number) => boolean)[] = [];
    if (country !== undefined) checks.push((slot) => this.country[slot] === country);
    if (city !== undefined) checks.push((slot) => this.city[slot] === city);
    if (workType !== undefined) checks.push((slot) => this.workType[slot] === workType);
    if (company !== undefined) checks.push((slot) => this.company[slot] === company);
    if (places && remotePlaces) {
      checks.push(
        (slot) =>
          places[this.place[slot]] === 1 || (this.workType[slot] === remote && remotePlaces[this.place[slot]] === 1),
      );
    } else if (places) checks.push((slot) => places[this.place[slot]] === 1);
    if (companyIds) checks.push((slot) => companyIds.has(this.companyId[slot]));
    if (band) {
      // coalesce(high, low) >= min and coalesce(low, high) < max, as listingConditions.
      checks.push((slot) => (Number.isNaN(high[slot]) ? low[slot] : high[slot]) >= band.min);
      if (band.max !== null) {
        const max = band.max;
        checks.push((slot) => (Number.isNaN(low[slot]) ? high[slot] : low[slot]) < max);
      }
    }
    const count = slots ? slots.length : this.slotCount;
    const out = new Int32Array(count);
    let n = 0;
    for (let index = 0; index < count; index++) {
      const slot = slots ? slots[index] : index;
      if (alive[slot] === 0 || !(expires[slot] > nowMicros)) continue;
      let passes = true;
      for (let check = 0; check < checks.length && passes; check++) passes = checks[check](slot);
      if (passes) out[n++] = slot;
    }
    return out.subarray(0, n);
  }

  /**
   * The job ids of the first `count` slots in the sort, skipping `skip`, leaving out `except`.
   * A bounded heap of the best `skip + count` so far, on the slots' sort keys (smaller first, ties
   * on the higher id): most slots cost one comparison with its root.
   */
  top(slots: Int32Array, sort: TIndexSort, skip: number, count: number, except?: ReadonlySet<number>): number[] {
    const wanted = skip + count;
    if (count <= 0 || wanted <= 0) return [];
    const key = this.sortKeys[sort];
    const { ids } = this;
    // Whether slot a comes after slot b.
    const after = (a: number, b: number) => key[a] > key[b] || (key[a] === key[b] && ids[a] < ids[b]);
    const heap = new Int32Array(Math.min(wanted, slots.length));
    let size = 0;
    const siftDown = (start: number) => {
      let index = start;
      for (;;) {
        const left = index * 2 + 1;
        let largest = index;
        if (left < size && after(heap[left], heap[largest])) largest = left;
        if (left + 1 < size && after(heap[left + 1], heap[largest])) largest = left + 1;
        if (largest === index) return;
        const swap = heap[index];
        heap[index] = heap[largest];
        heap[largest] = swap;
        index = largest;
      }
    };
    for (let position = 0; position < slots.length; position++) {
      const slot = slots[position];
      if (size === wanted) {
        if (!after(heap[0], slot)) continue;
        if (except?.has(ids[slot])) continue;
        heap[0] = slot;
        siftDown(0);
        continue;
      }
      if (except?.has(ids[slot])) continue;
      let index = size++;
      heap[index] = slot;
      while (index > 0) {
        const parent = (index - 1) >> 1;
        if (!after(heap[index], heap[parent])) break;
        const swap = heap[index];
        heap[index] = heap[parent];
        heap[parent] = swap;
        index = parent;
      }
    }
    return Array.from(heap.subarray(0, size))
      .sort((a, b) => (after(a, b) ? 1 : -1))
      .slice(skip)
      .map((slot) => ids[slot]);
  }

  // Reading from the database.

  /** Reads every listed job, in batches: the index as of `horizon`. Stops between batches once aborted. */
  static async build(db: TDatabase, signal: AbortSignal): Promise<{ index: JobSearchIndex; horizon: string }> {
    // The horizon is read first: changes after it are replayed, and a replay is harmless.
    const horizon = await readHorizon(db);
    const index = new JobSearchIndex();
    let after = 0;
    for (;;) {
      signal.throwIfAborted();
      const rows = rowsOf<TIndexRow>(
        await db.execute(sql`select ${indexColumns} from jobs
          where status = 'active' and id > ${after} order by id limit ${BUILD_BATCH_ROWS}`),
      );
      for (const row of rows) index.put(row);
      if (rows.length < BUILD_BATCH_ROWS) break;
      after = Number(rows[rows.length - 1].id);
    }
    index.words.seal();
    index.titleWords.seal();
    return { index, horizon };
  }

  /** Puts the current state of these jobs into the index (a job that is not listed is removed). */
  async refresh(db: TDatabase, ids: number[]) {
    for (let start = 0; start < ids.length; start += BUILD_BATCH_ROWS) {
      const batch = ids.slice(start, start + BUILD_BATCH_ROWS);
      const rows = rowsOf<TIndexRow>(
        await db.execute(sql`select ${indexColumns} from jobs
          where status = 'active' and id = any(${`{${batch.join(",")}}`}::int[])`),
      );
      const found = new Set(rows.map((row) => Number(row.id)));
      for (const id of batch) if (!found.has(id)) this.remove(id);
      for (const row of rows) this.put(row);
    }
  }
}

/** The oldest transaction still running: every change logged by an older one is visible. */
async function readHorizon(db: TDatabase): Promise<string> {
  const [row] = rowsOf<{ horizon: string }>(
    await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`),
  );
  return String(row.horizon);
}

/**
 * One process's index of one database, kept in step with the change log: a platform service,
 * held on the app context (context.searchIndex), so the API and the page loaders share one.
 * Transactions can commit out of the order of their log entries, so each read takes every entry
 * from transactions that were still running at the previous read (xid at or after its horizon)
 * and skips those applied.
 */
export class SearchIndexKeeper {
  private current: { index: JobSearchIndex; horizon: string; applied: Map<string, string>; syncedAt: number } | null =
    null;
  private building: Promise<void> | null = null;
  private syncing: Promise<JobSearchIndex | null> | null = null;
  private queued: Promise<JobSearchIndex | null> | null = null;
  /** Whether builds run beside the searches (a server) rather than before them (tests, tools). */
  private inBackground = false;
  private isClosed = false;
  /** Aborted by close(): a build of a million jobs takes a minute, a shutdown should not. */
  private readonly closing = new AbortController();

  constructor(
    private readonly db: TDatabase,
    private readonly logger: Logger,
  ) {}

  /**
   * Builds the index beside the server (at start); searches use the database meanwhile, and so
   * they do whenever the index is built again. Settles when the build has ended, well or not.
   */
  start(): Promise<void> {
    this.inBackground = true;
    return this.startBuild().catch(() => {});
  }

  /** Stops building (at the next batch) and reading the log, and waits for both: the database may close after. */
  async close(): Promise<void> {
    this.isClosed = true;
    this.closing.abort();
    await Promise.allSettled([this.building, this.syncing, this.queued]);
    this.current = null;
  }

  private startBuild(): Promise<void> {
    if (this.isClosed) return Promise.resolve();
    const startedAt = performance.now();
    this.building ??= JobSearchIndex.build(this.db, this.closing.signal)
      .then(({ index, horizon }) => {
        if (this.isClosed) return;
        this.current = { index, horizon, applied: new Map(), syncedAt: Date.now() };
        this.logger.info(
          { jobs: index.size, ms: Math.round(performance.now() - startedAt) },
          "built the job search index",
        );
      })
      .catch((error: unknown) => {
        if (!this.isClosed) this.logger.warn({ err: error }, "building the job search index failed");
        throw error;
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  /** Drops the index and builds it again: awaited, or beside the searches after start (false). */
  private async startOver(): Promise<boolean> {
    this.current = null;
    const built = this.startBuild();
    if (this.inBackground) {
      built.catch(() => {});
      return false;
    }
    await built;
    return true;
  }

  /**
   * The index, up to date with every change committed before the call; null while it is built
   * beside the server (and after close), and the database answers meanwhile. Without start
   * (tests, tools) a build runs first and is awaited: on a small table that takes milliseconds.
   */
  async ready(): Promise<JobSearchIndex | null> {
    if (this.isClosed) return null;
    if (!this.current || Date.now() - this.current.syncedAt > MAX_SYNC_GAP_MS) {
      // An index left too long without reading the log may have missed entries since removed.
      if (this.building) return null;
      if (!(await this.startOver())) return null;
    }
    // One read of the log at a time. A search that arrives during a read waits for the next
    // one, which starts after it arrived and so sees what it committed; waiting searches share it.
    if (!this.syncing) return this.startSync();
    this.queued ??= this.syncing
      .catch(() => null)
      .then(() => {
        this.queued = null;
        return this.syncing ?? this.startSync();
      });
    return this.queued;
  }

  private startSync(): Promise<JobSearchIndex | null> {
    const syncing = this.sync().finally(() => {
      if (this.syncing === syncing) this.syncing = null;
    });
    this.syncing = syncing;
    return syncing;
  }

  private async sync(): Promise<JobSearchIndex | null> {
    const state = this.current;
    if (!state || this.isClosed) return null;
    const [row] = rowsOf<{ horizon: string; changes: [string, number | null, string][] | string }>(
      await this.db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
        (select coalesce(json_agg(json_build_array(seq::text, job_id, xid::text)), '[]'::json)
          from job_search_changes where xid >= ${state.horizon}::xid8) as changes`),
    );
    const changes = (typeof row.changes === "string" ? JSON.parse(row.changes) : row.changes) as [
      seq: string,
      jobId: number | null,
      xid: string,
    ][];
    const fresh = changes.filter(([seq]) => !state.applied.has(seq));
    if (fresh.some(([, jobId]) => jobId === null)) {
      // The table was truncated: start again.
      return (await this.startOver()) ? this.sync() : null;
    }
    const { index } = state;
    if (fresh.length > 0) await index.refresh(this.db, [...new Set(fresh.map(([, jobId]) => Number(jobId)))]);
    const horizon = String(row.horizon);
    for (const [seq, , xid] of fresh) state.applied.set(seq, xid);
    // Entries from transactions older than the new horizon will not be read again.
    for (const [seq, xid] of state.applied) if (BigInt(xid) < BigInt(horizon)) state.applied.delete(seq);
    state.horizon = horizon;
    state.syncedAt = Date.now();
    // A quarter of the slots dead: without start a small index is rebuilt at once; otherwise
    // it is rebuilt beside this one, which answers until the new one is ready and catches up
    // from the log.
    if (index.deadSlots > 1000 && index.deadSlots * 4 > index.size + index.deadSlots) {
      if (!this.inBackground && index.size < REBUILD_IN_PLACE_SLOTS) {
        return (await this.startOver()) ? this.sync() : null;
      }
      if (!this.building) {
        void this.startBuild().catch(() => {});
      }
    }
    return index;
  }
}

/** Housekeeping: log entries a day old have been read by every index (MAX_SYNC_GAP_MS). */
export async function cleanUpSearchChanges(db: TDatabase) {
  await db.execute(
    sql`delete from job_search_changes where changed_at < now() - make_interval(hours => ${CHANGE_LOG_RETENTION_HOURS})`,
  );
}
