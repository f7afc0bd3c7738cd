import { Paper, Table, Title } from '@mantine/core'
import { formatDateTime } from '../../../lib/format-date'
import { QueryState } from '../../../ui/query-state'
import { useArticleVersions } from '../api/get-article-versions'
import { orDash } from '../../../ui/empty-value'

/** Every saved version of the article, newest first, with its date and author. */
export function VersionsList({ articleUuid }: { articleUuid: string }) {
  const versions = useArticleVersions(articleUuid)
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="versions-title">
      <Title order={2} size="h4" mb="sm" id="versions-title">
        История версий
      </Title>
      <QueryState query={versions}>
        {(list) => (
          <Table.ScrollContainer minWidth={0}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Версия</Table.Th>
                  <Table.Th>Дата</Table.Th>
                  <Table.Th>Автор</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((v) => (
                  <Table.Tr key={v.id}>
                    <Table.Td>{v.version}</Table.Td>
                    <Table.Td>{formatDateTime(v.createdAt)}</Table.Td>
                    <Table.Td>{orDash(v.author?.fio)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Paper>
  )
}
