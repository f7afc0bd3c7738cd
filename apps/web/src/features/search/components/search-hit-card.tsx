import { Anchor, Paper, Stack, Text } from '@mantine/core'
import type { SearchHit } from '@psp/contracts'
import { Link } from 'react-router'
import { formatDate } from '../../../lib/format-date'
import { paths } from '../../../lib/paths'
import { local } from '../../../lib/storage'
import { sanitizeSnippet } from './sanitize-snippet'

const hrefOf = (hit: SearchHit) =>
  hit.kind === 'article'
    ? paths.articleDetails({ article: hit.uuid, system: hit.system.uuid, service: hit.service.uuid })
    : paths.order(hit.id)

const placeOf = (hit: SearchHit) =>
  hit.kind === 'article' ? `${hit.system.title} / ${hit.service.title}` : `Заявка № ${hit.number}`

/** One hit: its highlighted title linking to it, where it lives, and the highlighted snippet. */
export function SearchHitCard({ hit }: { hit: SearchHit }) {
  return (
    <Paper withBorder p="md" component="li">
      <Stack gap={4}>
        <Anchor
          component={Link}
          to={hrefOf(hit)}
          fw={600}
          aria-label={hit.title}
          // SPEC §9 doNotSearch: coming back to the results shows them as they were instead of searching again.
          onClick={() => local.set('doNotSearch', 'true')}
        >
          <span dangerouslySetInnerHTML={{ __html: sanitizeSnippet(hit.titleHtml) }} />
        </Anchor>
        <Text size="xs" c="gray.7">
          {placeOf(hit)} · Изменено {formatDate(hit.updatedAt)}
        </Text>
        <Text size="sm" dangerouslySetInnerHTML={{ __html: sanitizeSnippet(hit.snippetHtml) }} />
      </Stack>
    </Paper>
  )
}
