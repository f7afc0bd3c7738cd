import { Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { paths } from '../../../../lib/paths'
import { safeInlineHtml } from '../../../../lib/safe-html'
import { useArticleSuggestions } from '../api/suggest-articles'

/** Fewer letters than this find too much to help. */
export const SUGGEST_MIN_LENGTH = 3

/**
 * The articles that match the subject being typed (the cheapest application is the one never filed). Each opens
 * in a new tab, so the form and what is typed stay as they are.
 */
export function ArticleSuggestions({ subject }: { subject: string }) {
  const text = subject.trim().length >= SUGGEST_MIN_LENGTH ? subject.trim() : ''
  const query = useArticleSuggestions(text)
  const hits = (text ? query.data?.items : undefined)?.filter((hit) => hit.kind === 'article') ?? []

  return (
    <Paper withBorder p="md" component="aside" aria-labelledby="suggestions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="suggestions-title">
          Возможно, ответ уже есть в базе знаний
        </Title>
        <div aria-live="polite">
          {!text ? (
            <Text size="sm" c="gray.7">
              Начните вводить тему заявки — здесь появятся подходящие статьи.
            </Text>
          ) : query.isPending ? (
            <Text size="sm" c="gray.7" component="div">
              <Loader size="xs" mr="xs" aria-hidden />
              Ищем подходящие статьи...
            </Text>
          ) : query.isError ? (
            <Text size="sm" c="gray.7">
              Не удалось подобрать статьи. Заявку можно отправить и без них.
            </Text>
          ) : hits.length === 0 ? (
            <Text size="sm" c="gray.7">
              Подходящих статей не найдено.
            </Text>
          ) : (
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Подходящие статьи">
              {hits.map((hit) => (
                <Stack key={hit.uuid} gap={2} component="li">
                  <Anchor
                    href={paths.articleDetails({
                      article: hit.uuid,
                      system: hit.system.uuid,
                      service: hit.service.uuid,
                    })}
                    target="_blank"
                    rel="noopener"
                    fw={600}
                    size="sm"
                    aria-label={`${hit.title} (откроется в новой вкладке)`}
                  >
                    <span dangerouslySetInnerHTML={safeInlineHtml(hit.titleHtml)} />{' '}
                    <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
                  </Anchor>
                  <Text size="xs" c="gray.7">
                    {hit.system.title} / {hit.service.title}
                  </Text>
                  <Text size="xs" lineClamp={3} dangerouslySetInnerHTML={safeInlineHtml(hit.snippetHtml)} />
                </Stack>
              ))}
            </Stack>
          )}
        </div>
      </Stack>
    </Paper>
  )
}
