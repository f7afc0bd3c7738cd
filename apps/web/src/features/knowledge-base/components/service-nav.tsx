import { Anchor, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core'
import type { KbRef } from '@psp/contracts'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'
import { QueryState } from '../../../ui/query-state'
import { useArticlesByExactService } from '../api/get-articles-by-exact-service'
import { ArticleLinkList } from './article-link-list'
import { ServiceFiles } from './service-files'

/** Where the article sits: База знаний → system → service, above the article. */
export function ArticleBreadcrumbs({ system, service }: { system: KbRef; service: KbRef }) {
  return (
    <nav aria-label="Навигация по базе знаний">
      {/* At 360 px a long system name wraps instead of widening the page. */}
      <Breadcrumbs
        separator="›"
        style={{ flexWrap: 'wrap', rowGap: 4 }}
        styles={{ breadcrumb: { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 0 } }}
      >
        <Anchor component={Link} to={paths.knowledgeBase}>
          База знаний
        </Anchor>
        {/* A plain link to the system: it works the same before the page's app has started (ADR 0027). */}
        <Anchor component={Link} to={paths.knowledgeBaseSystem(system.uuid)}>
          {system.title}
        </Anchor>
        <Text>{service.title}</Text>
      </Breadcrumbs>
    </nav>
  )
}

export interface ServiceNavProps {
  system: KbRef
  service: KbRef
  activeUuid: string
  fromTag?: string
}

/** The other articles of the same service (GET /articles/by-exact-service), the current one marked. */
export function ServiceNav({ system, service, activeUuid, fromTag }: ServiceNavProps) {
  const articles = useArticlesByExactService({ systemUuid: system.uuid, serviceUuid: service.uuid })
  return (
    <Paper withBorder p="md" component="nav" aria-label={`Статьи сервиса «${service.title}»`}>
      <Stack gap="sm">
        <div>
          <Text size="xs" c="gray.7">
            {system.title}
          </Text>
          <Title order={2} size="h4">
            {service.title}
          </Title>
        </div>
        <QueryState query={articles}>
          {(list) => <ArticleLinkList articles={list} activeUuid={activeUuid} fromTag={fromTag} />}
        </QueryState>
        <ServiceFiles serviceUuid={service.uuid} editable={false} />
      </Stack>
    </Paper>
  )
}
