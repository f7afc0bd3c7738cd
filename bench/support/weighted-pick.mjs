/**
 * Picks items at random in proportion to their weights (a binary search over the running sums), with `random`
 * returning numbers in [0, 1). Plain JavaScript, as the load generator's worker thread imports it too.
 * @template T
 * @param {readonly T[]} items
 * @param {(index: number) => number} weightOf
 * @param {() => number} random
 * @returns {() => T}
 */
export function weightedPick(items, weightOf, random) {
  const cumulative = []
  for (let i = 0, sum = 0; i < items.length; i++) cumulative.push((sum += weightOf(i)))
  const total = cumulative.at(-1) ?? 0
  return () => {
    const x = random() * total
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if (cumulative[middle] < x) low = middle + 1
      else high = middle
    }
    return items[low]
  }
}
