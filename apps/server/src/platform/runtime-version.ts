/**
 * The Node.js versions the portal supports: 22.12 or newer (Node 24 LTS recommended). Older lines have reached end
 * of life, and packages the server loads (`cookie`, `content-disposition`) need 22 at run time, so an operator on
 * another version is told at start rather than left to meet a strange failure later.
 */
export const MINIMUM_NODE = { major: 22, minor: 12 } as const

/** A warning for the operator when `version` (as `process.version`, `v24.1.0`) is not supported, else null. */
export function unsupportedRuntimeWarning(version: string = process.version): string | null {
  const match = /^v?(\d+)\.(\d+)\./.exec(version)
  const major = Number(match?.[1] ?? 0)
  const minor = Number(match?.[2] ?? 0)
  const supported = major > MINIMUM_NODE.major || (major === MINIMUM_NODE.major && minor >= MINIMUM_NODE.minor)
  if (supported) return null
  return (
    `Node.js ${version} is not supported: the portal needs Node ${MINIMUM_NODE.major}.${MINIMUM_NODE.minor} or ` +
    'newer (Node 24 LTS recommended; see .nvmrc). It may fail in ways nobody has tested.'
  )
}
