import { existsSync } from 'node:fs'
import path from 'node:path'
import { ConfigError, REPOSITORY_ROOT } from '../config'

/** Where npm runs the server and the CLI: earlier versions read a relative DATA_DIR from here. */
const EARLIER_BASE = path.join(REPOSITORY_ROOT, 'apps/server')

const holdsData = (dir: string) => ['postgres', 'files'].some((part) => existsSync(path.join(dir, part)))

/**
 * A relative DATA_DIR is read from the repository root now, from `apps/server` before (so `./data` landed in
 * `apps/server/data`). Started on an empty new place while the earlier one holds the data, the portal would create a
 * fresh database and look empty, or the CLI create an admin nobody sees: refused, saying how to move the data.
 */
export function refuseDataLeftBehind(
  dataDir = process.env.DATA_DIR || './data',
  places = { root: REPOSITORY_ROOT, earlierBase: EARLIER_BASE },
) {
  if (path.isAbsolute(dataDir)) return
  const now = path.resolve(places.root, dataDir)
  const before = path.resolve(places.earlierBase, dataDir)
  if (now === before || holdsData(now) || !holdsData(before)) return
  throw new ConfigError(
    `DATA_DIR: the data is in ${before}, where earlier versions kept it, but a relative DATA_DIR is now read from ` +
      `the repository root: ${now}. With the portal stopped, move it there (mv '${before}' '${now}'), or set ` +
      `DATA_DIR to '${before}'.`,
  )
}
