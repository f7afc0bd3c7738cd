/** Longest file name the portal keeps (most file systems' limit). Zod-free: the web app's upload areas use it. */
export const FILE_NAME_MAX = 255
/** An ending longer than this after the last dot is not an extension but part of the name. */
const EXTENSION_MAX = 16

/** The last path segment: browsers on Windows may send a full path as the file name. */
export const baseNameOf = (name: string) => name.split(/[\\/]/).pop() ?? ''

/**
 * A file name shortened to `max` characters (code points) with its extension kept: a long name is cut in the
 * middle of its stem, never at its end, so the file keeps the format it is checked and opened by.
 */
export function fitFileName(name: string, max = FILE_NAME_MAX): string {
  const chars = Array.from(baseNameOf(name).trim())
  if (chars.length <= max) return chars.join('')
  const dot = chars.lastIndexOf('.')
  const extension = dot > 0 && chars.length - dot <= EXTENSION_MAX ? chars.slice(dot) : []
  return [...chars.slice(0, max - extension.length), ...extension].join('')
}
