import { readFileSync } from 'node:fs'

/** CPU seconds (user and system) a process has used so far, from /proc; null when it is gone or not Linux. */
export function processCpuSeconds(pid: number | null): number | null {
  if (!pid) return null
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // After the parenthesised command: utime and stime are fields 14 and 15 of the line, 12 and 13 after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}
