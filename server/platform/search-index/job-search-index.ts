// The job search index itself (decision 010): every listed job's lexemes, neighbouring word
// pairs and filter and sort fields, held in typed arrays in this process, answering a query tree
// with its filters and sort. search-index.ts keeps it in step with the jobs table.
//
// A job is a slot. A changed job's old slot is marked dead and the job gets a new slot at the
// end, so posting lists only ever grow at their end and stay sorted.
import { sql } from "drizzle-orm";
import type { TDatabase } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { intersect, Postings, subtract, unite } from "./posting-lists";
import { topSlots } from "./top-slots";
import type { TQueryNode } from "./tsquery-tree";

// Small enough that a page waits at most one batch's read while the index builds: on PGlite the
// database runs on the server's own thread.
const BUILD_BATCH_ROWS = 5_000;

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

  /** The job ids of the first `count` slots in the sort, skipping `skip`, leaving out `except` (topSlots). */
  top(slots: Int32Array, sort: TIndexSort, skip: number, count: number, except?: ReadonlySet<number>): number[] {
    return topSlots(slots, this.sortKeys[sort], this.ids, skip, count, except);
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
