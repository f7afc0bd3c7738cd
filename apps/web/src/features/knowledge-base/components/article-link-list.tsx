import { Anchor, Badge, Group, Stack, Text } from '@mantine/core'
import type { ArticleSummary } from '@psp/contracts'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'

export interface ArticleLinkListProps {
  articles: ArticleSummary[]
  /** Shown under each title, e.g. the change date or the views count. */
  describe?: (article: ArticleSummary) => ReactNode
  /** Show «System / Service» under each title (lists across services). */
  withPlace?: boolean
  activeUuid?: string
  /** The tag the user arrived with from an external system, carried on to the article for analytics. */
  fromTag?: string
}

export const articleHref = (a: ArticleSummary, fromTag?: string) =>
  paths.articleDetails({ article: a.uuid, system: a.system.uuid, service: a.service.uuid, fromTag })

/** Articles as links to their page. */
export function ArticleLinkList({ articles, describe, withPlace, activeUuid, fromTag }: ArticleLinkListProps) {
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {articles.map((a) => (
        <li key={a.uuid}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Anchor
              component={Link}
              to={articleHref(a, fromTag)}
              fw={a.uuid === activeUuid ? 700 : undefined}
              aria-current={a.uuid === activeUuid ? 'page' : undefined}
            >
              {a.title}
            </Anchor>
            {a.isImportant && (
              <Badge size="xs" color="red" variant="light" style={{ flexShrink: 0 }}>
                Важно
              </Badge>
            )}
          </Group>
          {withPlace && (
            <Text size="xs" c="gray.7">
              {a.system.title} / {a.service.title}
            </Text>
          )}
          {describe && (
            <Text size="xs" c="gray.7">
              {describe(a)}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  )
}
