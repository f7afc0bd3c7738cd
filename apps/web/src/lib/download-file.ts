import { filesEndpoints } from '@psp/contracts/endpoints/files.endpoints'
import { callFile } from './api-call'

/**
 * GET /api/files/{id} (SPEC §7): the file is saved under its name. A failure (the file deleted meanwhile, no access)
 * rejects with the server's error, for the caller to show; a plain link would silently do nothing.
 */
export async function downloadFile(id: string, fallbackName: string) {
  const { blob, fileName } = await callFile(filesEndpoints.downloadFile, { params: { id } })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName ?? fallbackName
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the bytes once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
