import { Box, Button, CloseButton, Group, Paper, Select, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { auditActionLabels, auditActions, type AuditAction, type AuditLogFilter } from '@psp/contracts'
import { useSearchParams } from 'react-router'
import { ApiError } from '../../../lib/api-error'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { usePageParam } from '../../../lib/use-page-param'
import { validateDateRange, type DateRangeValue } from '../../../ui/date-format'
import { DateRangeField } from '../../../ui/date-range-field'
import { PagedQueryList } from '../../../ui/paged-query-list'
import { useAuditLog, useExportAuditLog } from '../api/audit-log'
import { AuditLogTable } from '../components/audit-log-table'

const PAGE_SIZES = [25, 50, 100] as const
const TEXTS = {
  loading: 'Журнал загружается...',
  error: 'При загрузке журнала возникла техническая ошибка',
  empty: 'Действий по этим условиям нет',
} as const
const ACTION_OPTIONS = auditActions.map((value) => ({ value, label: auditActionLabels[value] }))
const isAction = (value: string | null): value is AuditAction => value !== null && value in auditActionLabels

/** The filter as the address keeps it, so a filtered view can be reloaded, shared and gone back to. */
function useAuditFilter() {
  const [params, setParams] = useSearchParams()
  const action = params.get('action')
  const filter: AuditLogFilter = {
    action: isAction(action) ? action : undefined,
    userId: params.get('userId') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  }
  const update = (changes: Partial<Record<keyof AuditLogFilter, string | null>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value)
        else next.delete(key)
      }
      // Another filter is another list: it starts at its first page.
      next.delete('page')
      return next
    })
  return { filter, update }
}

/**
 * «Журнал действий» (/administration/audit-log, platform Admins): who did what, when, from which address, on which
 * object. Filters by action, period and user (a click on a name), pages, and exports what it shows as XLSX.
 */
export function AuditLogPage() {
  useDocumentTitle('Журнал действий')
  const { filter, update } = useAuditFilter()
  const { page, pageSize, onPagerChange } = usePageParam({ pageSizes: PAGE_SIZES })
  const period: DateRangeValue = { from: filter.from ?? null, to: filter.to ?? null }
  const periodComplete = validateDateRange(period) === null
  // An unfinished period (one date only) keeps the last complete one until the second date is given.
  const shown: AuditLogFilter = periodComplete ? filter : { ...filter, from: undefined, to: undefined }
  const query = useAuditLog(shown, page, pageSize)
  const exporter = useExportAuditLog()
  const userName = query.data?.items.find((e) => e.userId === filter.userId)?.userName

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Журнал действий
      </Title>
      <Paper withBorder p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label="Действие"
            placeholder="Все действия"
            data={ACTION_OPTIONS}
            value={filter.action ?? null}
            onChange={(value) => update({ action: value })}
            clearable
            searchable
            nothingFoundMessage="Такого действия нет"
            w={{ base: '100%', sm: 320 }}
          />
          <Box w={{ base: '100%', sm: 320 }}>
            <DateRangeField
              label="Период"
              value={period}
              onChange={(next) => update({ from: next.from?.slice(0, 10) ?? null, to: next.to?.slice(0, 10) ?? null })}
            />
          </Box>
          <Button
            variant="default"
            loading={exporter.isPending}
            onClick={() =>
              exporter.mutate(shown, {
                onError: (e) =>
                  notifications.show({
                    color: 'red',
                    message: e instanceof ApiError ? e.message : 'Не удалось выгрузить журнал',
                  }),
              })
            }
          >
            Выгрузить в XLSX
          </Button>
        </Group>
        {filter.userId && (
          <Group gap={4} mt="sm" wrap="nowrap" align="flex-start">
            <Text size="sm" miw={0}>
              Действия пользователя: {userName ?? filter.userId}
            </Text>
            <CloseButton
              size="sm"
              aria-label="Показать действия всех пользователей"
              onClick={() => update({ userId: null })}
            />
          </Group>
        )}
      </Paper>
      <PagedQueryList
        query={query}
        texts={TEXTS}
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPagerChange={onPagerChange}
      >
        {(items) => <AuditLogTable items={items} onUser={(userId) => update({ userId })} />}
      </PagedQueryList>
    </Stack>
  )
}
