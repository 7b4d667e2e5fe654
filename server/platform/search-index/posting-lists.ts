// Posting lists of the job search index: for each lexeme, the sorted slots (jobs) holding it,
// and the sorted-set operations a query tree is evaluated with (intersect, unite, subtract).

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
export class Postings {
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

export function unite(a: Int32Array, b: Int32Array): Int32Array {
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

export function subtract(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length);
  let j = 0;
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    while (j < b.length && b[j] < a[i]) j++;
    if (j >= b.length || b[j] !== a[i]) out[n++] = a[i];
  }
  return out.subarray(0, n);
}
