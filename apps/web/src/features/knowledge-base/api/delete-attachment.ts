import { useMutation } from '@tanstack/react-query'
import type { FileAttachment } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { attachmentsPath, type AttachmentOwner } from './upload-attachments'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

/** DELETE /admin/knowledge-base/{articles|services}/{uuid}/files/{fileUuid}: answers the remaining files. */
export const deleteAttachment = (owner: AttachmentOwner, uuid: string, fileUuid: string) =>
  api.delete<FileAttachment[]>(`${attachmentsPath(owner, uuid)}/${encodeURIComponent(fileUuid)}`)

export function useDeleteAttachment(owner: AttachmentOwner, uuid: string) {
  const invalidate = useInvalidateKnowledgeBase()
  return useMutation({
    mutationFn: (fileUuid: string) => deleteAttachment(owner, uuid, fileUuid),
    onSuccess: invalidate,
  })
}
