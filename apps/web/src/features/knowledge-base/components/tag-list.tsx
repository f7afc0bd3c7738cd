import { Anchor, Group, Text } from '@mantine/core'
import type { KbTag } from '@psp/contracts'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'
import { recordTagClick } from '../api/record-tag-click'

export interface TagListProps {
  articleUuid: string
  tags: KbTag[]
  /** The tag the user arrived with from an external system, recorded with each click. */
  fromTag?: string
}

/** The article's tags, each leading to the articles of that tag; a click is recorded without waiting for it. */
export function TagList({ articleUuid, tags, fromTag }: TagListProps) {
  if (tags.length === 0) return null
  return (
    <Group gap="xs" component="nav" aria-label="Теги статьи">
      <Text size="sm" c="gray.7">
        Теги:
      </Text>
      {tags.map((tag) => (
        <Anchor
          key={tag.id}
          component={Link}
          to={paths.articlesByTag(tag.id, tag.title, fromTag)}
          onClick={() => recordTagClick(articleUuid, { tag: tag.title, tagFromExternal: fromTag })}
          // The click is counted by the app: on a page the server rendered, it waits for the app (rendered-page.js).
          data-needs-app
          size="sm"
          px={8}
          py={2}
          bg="var(--mantine-color-blue-light)"
          maw="100%"
          style={{ borderRadius: 12, overflowWrap: 'anywhere' }}
        >
          #{tag.title}
        </Anchor>
      ))}
    </Group>
  )
}
