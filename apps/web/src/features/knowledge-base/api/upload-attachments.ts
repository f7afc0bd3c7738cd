import { useMutation } from '@tanstack/react-query'
import { KB_UPLOAD_FIELD, type FileAttachment } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

/** Attachments belong to an article or to a service; both use the same calls under their own path. */
export type AttachmentOwner = 'articles' | 'services'

export const attachmentsPath = (owner: AttachmentOwner, uuid: string) =>
  `/admin/knowledge-base/${owner}/${encodeURIComponent(uuid)}/files`

/** POST /admin/knowledge-base/{articles|services}/{uuid}/files (multipart `files`): answers all files after upload. */
export function uploadAttachments(owner: AttachmentOwner, uuid: string, files: File[]) {
  const form = new FormData()
  for (const file of files) form.append(KB_UPLOAD_FIELD, file)
  return api.post<FileAttachment[]>(attachmentsPath(owner, uuid), form, { fallbackCode: 'FailedToUploadFiles' })
}

export function useUploadAttachments(owner: AttachmentOwner, uuid: string) {
  const invalidate = useInvalidateKnowledgeBase()
  return useMutation({ mutationFn: (files: File[]) => uploadAttachments(owner, uuid, files), onSuccess: invalidate })
}
