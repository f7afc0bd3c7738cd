import { useMutation } from '@tanstack/react-query'
import { KB_UPLOAD_FIELD } from '@psp/contracts'
import { knowledgeBaseAuthoringEndpoints as authoring } from '@psp/contracts/endpoints/knowledge-base-authoring.endpoints'
import { call } from '../../../lib/api-call'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

/** Attachments belong to an article or to a service; both use the same calls under their own path. */
export type AttachmentOwner = 'articles' | 'services'

/** The owner's upload and delete calls. */
export const attachmentEndpoints = {
  articles: { upload: authoring.uploadArticleFiles, remove: authoring.deleteArticleFile },
  services: { upload: authoring.uploadServiceFiles, remove: authoring.deleteServiceFile },
} satisfies Record<AttachmentOwner, object>

/** POST /admin/knowledge-base/{articles|services}/{uuid}/files (multipart `files`): answers all files after upload. */
export function uploadAttachments(owner: AttachmentOwner, uuid: string, files: File[]) {
  const body = new FormData()
  for (const file of files) body.append(KB_UPLOAD_FIELD, file)
  return call(attachmentEndpoints[owner].upload, { params: { uuid }, body })
}

export function useUploadAttachments(owner: AttachmentOwner, uuid: string) {
  const invalidate = useInvalidateKnowledgeBase()
  return useMutation({ mutationFn: (files: File[]) => uploadAttachments(owner, uuid, files), onSuccess: invalidate })
}
