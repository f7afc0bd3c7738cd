import { Badge, Divider, Group, Stack, Text, Title, Typography } from '@mantine/core'
import type { Article } from '@psp/contracts'
import { useMemo } from 'react'
import { formatDate } from '../../../lib/format-date'
import { formatNumber } from '../../../lib/format-number'
import { ArticleAdminActions } from './article-admin-actions'
import classes from './article-view.module.css'
import { CreateOrderButton } from './create-order-button'
import { FileList } from './file-list'
import { sanitizeArticleHtml } from './sanitize-html'
import { TagList } from './tag-list'

export interface ArticleViewProps {
  article: Article
  canAuthor: boolean
  fromTag?: string
}

/** One article: title, dates, body, tags, files and the «Создать заявку» entry. */
export function ArticleView({ article, canAuthor, fromTag }: ArticleViewProps) {
  const html = useMemo(() => sanitizeArticleHtml(article.html), [article.html])
  return (
    <Stack gap="md" component="article" aria-labelledby="article-title" miw={0}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} miw={0} maw="100%">
          <Group gap="xs" wrap="wrap">
            <Title order={1} size="h2" id="article-title">
              {article.title}
            </Title>
            {article.isImportant && (
              <Badge color="red" variant="light">
                Важно
              </Badge>
            )}
          </Group>
          <Group gap="md">
            <Text size="sm" c="gray.7" data-testid="article-created">
              Создано {formatDate(article.createdAt)}
            </Text>
            <Text size="sm" c="gray.7" data-testid="article-updated">
              Изменено {formatDate(article.updatedAt)}
            </Text>
            <Text size="sm" c="gray.7">
              Просмотров: {formatNumber(article.viewsCount)}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          {canAuthor && <ArticleAdminActions article={article} />}
          <CreateOrderButton article={article} />
        </Group>
      </Group>
      <TagList articleUuid={article.uuid} tags={article.tags} fromTag={fromTag} />
      <Divider />
      <Typography>
        <div className={`article-body ${classes.body}`} dangerouslySetInnerHTML={{ __html: html }} />
      </Typography>
      {article.files.length > 0 && (
        <Stack gap="xs" component="section" aria-label="Файлы статьи">
          <Title order={2} size="h4">
            Файлы
          </Title>
          <FileList files={article.files} />
        </Stack>
      )}
    </Stack>
  )
}
