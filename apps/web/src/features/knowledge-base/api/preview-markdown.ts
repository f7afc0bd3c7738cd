import { useMutation } from '@tanstack/react-query'
import { knowledgeBaseAuthoringEndpoints as authoring } from '@psp/contracts/endpoints/knowledge-base-authoring.endpoints'
import { call } from '../../../lib/api-call'

/** POST /admin/knowledge-base/preview: the Markdown rendered and sanitized exactly as readers will get it. */
export const previewMarkdown = (markdown: string) => call(authoring.previewMarkdown, { body: { markdown } })

export const usePreviewMarkdown = () => useMutation({ mutationFn: previewMarkdown })
