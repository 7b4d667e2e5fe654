// The best few of many items by score, exactly, without scoring the items whose bound cannot
// reach them: how ranking avoids the full score of most pairs (scoreBound in score.ts).

/**
 * The `count` best items by score, best first, equal scores in the order the items came: the
 * same answer as scoring every item and sorting, but items are taken in the order of their
 * bound (which must never be below their score), and once the count-th best score found is
 * above the next item's bound, no item left can enter.
 */
export function topByScore<T>(
  items: readonly T[],
  count: number,
  bound: (item: T) => number,
  score: (item: T) => number,
): { item: T; score: number }[] {
  if (count <= 0 || items.length === 0) return [];
  const bounded = items.map((item, index) => ({ item, index, bound: bound(item) }));
  bounded.sort((a, b) => b.bound - a.bound || a.index - b.index);
  const kept: { item: T; index: number; score: number }[] = [];
  // The count best scores so far, as a min-heap: heap[0] is the count-th best once full.
  const heap: number[] = [];
  for (const entry of bounded) {
    if (heap.length === count && entry.bound < heap[0]) break;
    const value = score(entry.item);
    kept.push({ item: entry.item, index: entry.index, score: value });
    if (heap.length < count) {
      heap.push(value);
      siftUp(heap, heap.length - 1);
    } else if (value > heap[0]) {
      heap[0] = value;
      siftDown(heap, 0);
    }
  }
  kept.sort((a, b) => b.score - a.score || a.index - b.index);
  return kept.slice(0, count).map(({ item, score: value }) => ({ item, score: value }));
}

function siftUp(heap: number[], at: number) {
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if (heap[parent] <= heap[at]) return;
    [heap[parent], heap[at]] = [heap[at], heap[parent]];
    at = parent;
  }
}

function siftDown(heap: number[], at: number) {
  for (;;) {
    const left = 2 * at + 1;
    const right = left + 1;
    let least = at;
    if (left < heap.length && heap[left] < heap[least]) least = left;
    if (right < heap.length && heap[right] < heap[least]) least = right;
    if (least === at) return;
    [heap[least], heap[at]] = [heap[at], heap[least]];
    at = least;
  }
}
