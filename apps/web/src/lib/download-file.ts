import { apiRequest, type FileResult } from './api-client'
import { saveFile } from './save-file'

/**
 * GET /api/files/{id} (SPEC §7): the file is saved under its name. A failure (the file deleted meanwhile, no access)
 * rejects with the server's error, for the caller to show; a plain link would silently do nothing.
 */
export async function downloadFile(id: string, fallbackName: string) {
  const { blob, fileName } = await apiRequest<FileResult>('GET', `/files/${encodeURIComponent(id)}`, {
    blob: true,
  })
  saveFile({ blob, fileName }, fallbackName)
}
