/** Keeps the `size` highest-scoring verse ids, best first. */
export function topVerses(candidates: number[], scores: Float64Array, size: number): number[] {
  const better = (a: number, b: number) =>
    scores[a] > scores[b] || (scores[a] === scores[b] && a < b);
  if (candidates.length <= size * 4)
    return candidates.sort((a, b) => (better(a, b) ? -1 : 1)).slice(0, size);
  const heap: number[] = [];
  const siftDown = (start: number) => {
    let position = start;
    for (;;) {
      const left = position * 2 + 1;
      const right = left + 1;
      let worst = position;
      if (left < heap.length && better(heap[worst], heap[left])) worst = left;
      if (right < heap.length && better(heap[worst], heap[right])) worst = right;
      if (worst === position) return;
      [heap[position], heap[worst]] = [heap[worst], heap[position]];
      position = worst;
    }
  };
  for (const candidate of candidates) {
    if (heap.length < size) {
      heap.push(candidate);
      let position = heap.length - 1;
      while (position > 0) {
        const parent = (position - 1) >> 1;
        if (!better(heap[parent], heap[position])) break;
        [heap[parent], heap[position]] = [heap[position], heap[parent]];
        position = parent;
      }
    } else if (better(candidate, heap[0])) {
      heap[0] = candidate;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (better(a, b) ? -1 : 1));
}
