// A page of the index's matches in a sort order, without sorting every match.

/**
 * The job ids of the first `count` slots in the order of `key` (smaller first, ties on the higher
 * id), skipping `skip`, leaving out the ids in `except`. A bounded heap of the best `skip + count`
 * so far: most slots cost one comparison with its root.
 */
export function topSlots(
  slots: Int32Array,
  key: Float64Array,
  ids: Int32Array,
  skip: number,
  count: number,
  except?: ReadonlySet<number>,
): number[] {
  const wanted = skip + count;
  if (count <= 0 || wanted <= 0) return [];
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
