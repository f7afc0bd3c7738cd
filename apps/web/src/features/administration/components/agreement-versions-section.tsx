import { Anchor, Button, Group, Stack, Table } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { formatDate } from '../../../lib/format-date'
import { QueryState } from '../../../ui/query-state'
import { agreementFileUrl, downloadAcceptanceReport, useAgreements } from '../api/agreements'
import { saveFile } from '../../../lib/save-file'

/** Every version of the user agreement, and the report of who accepted which one when (XLSX). */
export function AgreementVersionsSection() {
  const agreements = useAgreements()
  const [downloading, setDownloading] = useState(false)
  const download = async () => {
    setDownloading(true)
    try {
      saveFile(await downloadAcceptanceReport(), 'Принятие пользовательского соглашения.xlsx')
    } catch {
      notifications.show({
        closeButtonProps: { 'aria-label': 'Закрыть' },
        color: 'red',
        message: 'Не удалось выгрузить отчет',
      })
    } finally {
      setDownloading(false)
    }
  }
  return (
    <Stack gap="sm">
      <Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void download()}
          loading={downloading}
        >
          Выгрузить отчет о принятии (XLSX)
        </Button>
      </Group>
      <QueryState query={agreements} emptyText="Соглашение еще не загружено">
        {(rows) => (
          <Table.ScrollContainer minWidth={0}>
            <Table striped aria-label="Редакции пользовательского соглашения">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Название</Table.Th>
                  <Table.Th>Дата</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={row.id} data-testid="agreement-version">
                    <Table.Td>
                      <Anchor href={agreementFileUrl(row.id)} target="_blank" rel="noopener">
                        {row.name}
                      </Anchor>
                      {index === 0 ? ' (действующая)' : ''}
                    </Table.Td>
                    <Table.Td>{formatDate(row.date)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Stack>
  )
}
