import { extensionOf } from './file-kinds'
import { UI_MESSAGES } from './messages'

export interface FileRules {
  /** Allowed extensions, with or without the dot ('.pdf' or 'pdf'); empty or missing allows any. */
  accept?: readonly string[]
  /** Most files the area may hold in total. */
  maxFiles?: number
  /** Largest size of one file, bytes. */
  maxSize?: number
}

export interface FileCheck<T> {
  accepted: T[]
  /** SPEC §5 messages, each once, in a stable order. */
  errors: string[]
}

/** Checks files being added to `alreadyHeld` ones: format, size, then the count over what passed. */
export function checkFiles<T extends { name: string; size: number }>(
  incoming: readonly T[],
  rules: FileRules,
  alreadyHeld = 0,
): FileCheck<T> {
  const allowed = (rules.accept ?? []).map((ext) => ext.replace(/^\./, '').toLowerCase())
  const errors = new Set<string>()
  const valid = incoming.filter((file) => {
    if (allowed.length > 0 && !allowed.includes(extensionOf(file.name))) {
      errors.add(UI_MESSAGES.wrongFileFormat)
      return false
    }
    if (rules.maxSize !== undefined && file.size > rules.maxSize) {
      errors.add(UI_MESSAGES.fileTooBig)
      return false
    }
    return true
  })
  const room = rules.maxFiles === undefined ? valid.length : Math.max(0, rules.maxFiles - alreadyHeld)
  if (valid.length > room) errors.add(UI_MESSAGES.tooManyFiles)
  const order = [UI_MESSAGES.tooManyFiles, UI_MESSAGES.wrongFileFormat, UI_MESSAGES.fileTooBig] as string[]
  return { accepted: valid.slice(0, room), errors: order.filter((message) => errors.has(message)) }
}
