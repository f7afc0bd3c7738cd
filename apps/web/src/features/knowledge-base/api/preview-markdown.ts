import { useMutation } from '@tanstack/react-query'
import type { MarkdownPreviewResponse } from '@psp/contracts'
import { api } from '../../../lib/api-client'

/** POST /admin/knowledge-base/preview: the Markdown rendered and sanitized exactly as readers will get it. */
export const previewMarkdown = (markdown: string) =>
  api.post<MarkdownPreviewResponse>('/admin/knowledge-base/preview', { markdown })

export const usePreviewMarkdown = () => useMutation({ mutationFn: previewMarkdown })
