import type { FileResult } from '../../../lib/api-client'

/** Hands a downloaded blob to the browser as a file. */
export function saveFile(file: FileResult, fallbackName: string) {
  const url = URL.createObjectURL(file.blob)
  const a = document.createElement('a')
  a.href = url
  a.download = file.fileName ?? fallbackName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
