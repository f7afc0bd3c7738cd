import { formatResult, type LoadResult } from './load'

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

/** A measurement's run with the median p99 of its rounds, and every round's p99. */
export type MedianRun<R extends LoadResult> = R & { p99s: number[] }

/**
 * Runs every measurement once per round, the rounds one after another, so each measurement meets the machine's
 * passing stalls (this machine's own, a neighbour's) as often as the others, and keeps for each the run with the
 * median p99. One stall in one run then neither fails nor flatters a figure; the p99 of every run is printed too.
 */
export async function medianOfRounds<R extends LoadResult>(
  measurements: Array<() => Promise<R>>,
  rounds = ROUNDS,
): Promise<Array<MedianRun<R>>> {
  const runs: R[][] = measurements.map(() => [])
  for (let round = 0; round < rounds; round++) {
    for (const [i, measure] of measurements.entries()) runs[i].push(await measure())
  }
  return runs.map((all) => {
    const sorted = [...all].sort((a, b) => a.p99 - b.p99)
    return { ...sorted[Math.floor((sorted.length - 1) / 2)], p99s: all.map((r) => r.p99) }
  })
}

export const formatMedianRun = (r: MedianRun<LoadResult>) =>
  r.p99s.length < 2
    ? formatResult(r)
    : `${formatResult(r)}\n${' '.repeat(29)}p99 of each round: ${r.p99s.map((p) => `${p.toFixed(2)} ms`).join(', ')}`
