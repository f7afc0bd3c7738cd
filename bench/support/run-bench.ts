/**
 * Runs a bench and exits with its verdict: 0 when its goal is met, 1 when it is missed or the bench fails. The exit
 * is explicit because the embedded PostgreSQL package exits with 0 once the event loop empties, which would drop the
 * verdict of a bench that only set `process.exitCode`.
 */
export function runBench(main: () => Promise<boolean>) {
  main().then(
    (met) => process.exit(met ? 0 : 1),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
