export function weightedPick<T>(items: readonly T[], weightOf: (index: number) => number, random: () => number): () => T
