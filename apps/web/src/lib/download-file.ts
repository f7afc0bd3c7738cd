import { filesEndpoints } from '@psp/contracts/endpoints/files.endpoints'
import { callFile } from './api-call'
import { saveFile } from './save-file'

/**
 * GET /api/files/{id} (SPEC §7): the file is saved under its name. A failure (the file deleted meanwhile, no access)
 * rejects with the server's error, for the caller to show; a plain link would silently do nothing.
 */
export async function downloadFile(id: string, fallbackName: string) {
  saveFile(await callFile(filesEndpoints.downloadFile, { params: { id } }), fallbackName)
}
