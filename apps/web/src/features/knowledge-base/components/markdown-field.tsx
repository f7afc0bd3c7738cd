import { Alert, Tabs, Textarea, Typography } from '@mantine/core'
import { useState } from 'react'
import { EmptyState } from '../../../ui/empty-state'
import { LoadingState } from '../../../ui/loading-state'
import { usePreviewMarkdown } from '../api/preview-markdown'
import { errorMessageOf } from './error-message'
import { sanitizeArticleHtml } from './sanitize-html'

export interface MarkdownFieldProps {
  value: string
  onChange: (value: string) => void
  error?: string | null
}

/** The article text in Markdown, with a preview rendered by the server exactly as readers will see it. */
export function MarkdownField({ value, onChange, error }: MarkdownFieldProps) {
  const [tab, setTab] = useState<string | null>('text')
  const preview = usePreviewMarkdown()
  const showTab = (next: string | null) => {
    setTab(next)
    if (next === 'preview') preview.mutate(value)
  }
  return (
    <Tabs value={tab} onChange={showTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="text">Текст</Tabs.Tab>
        <Tabs.Tab value="preview">Предпросмотр</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="text" pt="sm">
        <Textarea
          label="Текст статьи (Markdown)"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          autosize
          minRows={14}
          maxRows={40}
          error={error}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="sm">
        {preview.isPending ? (
          <LoadingState />
        ) : preview.isError ? (
          <Alert color="red" role="alert">
            {errorMessageOf(preview.error)}
          </Alert>
        ) : preview.data?.html ? (
          <Typography data-testid="markdown-preview">
            <div dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(preview.data.html) }} />
          </Typography>
        ) : (
          <EmptyState text="Текст статьи пуст" />
        )}
      </Tabs.Panel>
    </Tabs>
  )
}
