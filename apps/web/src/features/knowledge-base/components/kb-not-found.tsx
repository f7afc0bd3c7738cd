import { Button, Stack } from '@mantine/core'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { EmptyState } from '../../../ui/empty-state'

/** What a stale link finds (an article or a tag that is gone): not a technical fault, and a way back. */
export function KbNotFound({ text }: { text: string }) {
  useDocumentTitle(text)
  return (
    <Stack align="center">
      <EmptyState text={text} />
      <Button component={Link} to={paths.knowledgeBase} variant="light">
        Перейти в базу знаний
      </Button>
    </Stack>
  )
}
