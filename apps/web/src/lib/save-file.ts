import type { FileResult } from './api-client'

/**
 * The one way the portal hands a downloaded file to the browser: under the name the server gave it, else under
 * `fallbackName`. A link with `download` saves the blob without leaving the page.
 */
export function saveFile(file: FileResult, fallbackName: string) {
  const url = URL.createObjectURL(file.blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.fileName ?? fallbackName
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the bytes once the click is handled; the delay only spares slow browsers a lost download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
