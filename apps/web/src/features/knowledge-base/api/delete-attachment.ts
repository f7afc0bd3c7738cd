import { useMutation } from '@tanstack/react-query'
import { call } from '../../../lib/api-call'
import { attachmentEndpoints, type AttachmentOwner } from './upload-attachments'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

/** DELETE /admin/knowledge-base/{articles|services}/{uuid}/files/{fileUuid}: answers the remaining files. */
export const deleteAttachment = (owner: AttachmentOwner, uuid: string, fileUuid: string) =>
  call(attachmentEndpoints[owner].remove, { params: { uuid, fileUuid } })

export function useDeleteAttachment(owner: AttachmentOwner, uuid: string) {
  const invalidate = useInvalidateKnowledgeBase()
  return useMutation({
    mutationFn: (fileUuid: string) => deleteAttachment(owner, uuid, fileUuid),
    onSuccess: invalidate,
  })
}
