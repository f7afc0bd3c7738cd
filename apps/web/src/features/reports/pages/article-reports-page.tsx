import { Box, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { BUILT_IN_FIXED_REPORT, FETCH_DEBOUNCE_MS, GENERATION_MODAL_DELAY_MS, REPORT_PAGE_SIZES } from '@psp/contracts'
import { useMemo, useState } from 'react'
import { ApiError } from '../../../lib/api-client'
import { useDelayedFlag } from '../../../lib/use-delayed-flag'
import { DateRangeField } from '../../../ui/date-range-field'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorPanel } from '../../../ui/error-panel'
import { LoadingState } from '../../../ui/loading-state'
import { PagedList } from '../../../ui/paged-list'
import { useExportReport } from '../api/export-report'
import { useReport, type ReportParams } from '../api/get-report'
import { usePatterns } from '../api/patterns'
import { CustomizeModal } from '../components/customize-modal'
import { LimitWarningModal } from '../components/limit-warning-modal'
import { ManageModal } from '../components/manage-modal'
import { ReportOverlay } from '../components/report-overlay'
import { ReportTable } from '../components/report-table'
import { SaveModal } from '../components/save-modal'
import { LeaveUnsavedReport, UnsavedReportConfirm } from '../components/unsaved-report-confirm'
import { defaultPeriod, filterOf } from '../model/default-period'
import { REPORT_TEXTS } from '../model/report-texts'
import {
  customized,
  FIXED_VIEWS,
  fixedView,
  hasUnsavedChanges,
  initialView,
  isSaved,
  MANAGE_LABEL,
  MANAGE_VALUE,
  savedView,
  type ReportView,
} from '../model/views'
import { useDebouncedContent } from '../../../lib/use-debounced-content'
import { useDocumentTitle } from '../../../lib/use-document-title'

type Dialog = 'customize' | 'save' | 'manage' | 'limit' | 'leave' | null

/** The configurable article report screen of SPEC §2 Article reports and §4 Report screen. */
export function ArticleReportsPage() {
  useDocumentTitle('Отчеты по статьям')
  const patterns = usePatterns()
  const [chosen, setChosen] = useState<ReportView | null>(null)
  const [justSaved, setJustSaved] = useState<string | null>(null)
  const [period, setPeriod] = useState(defaultPeriod)
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState<number>(REPORT_PAGE_SIZES[0])
  const [dialog, setDialog] = useState<Dialog>(null)
  // The view asked for while the current one has unsaved changes: chosen only once the user agrees to lose them.
  const [leavingFor, setLeavingFor] = useState<ReportView | null>(null)
  const exporter = useExportReport()

  const saved = useMemo(() => (patterns.data?.patterns ?? []).map(savedView), [patterns.data])
  // SPEC §4 view choice: the just created or edited view, the user's default, then the built-in fixed report.
  const view = chosen ?? (patterns.data ? initialView(patterns.data, justSaved) : null)
  const unsaved = view !== null && hasUnsavedChanges(view, saved)
  const filterByDate = filterOf(period)

  const params: ReportParams | null =
    view && filterByDate
      ? {
          fixedType: view.fixedType,
          sortByEventTimeDesc: view.sortByEventTimeDesc,
          page,
          itemsPerPage: pageSize,
          filterByDate,
        }
      : null
  // SPEC §9: changes within 50 ms make one request.
  const debounced = useDebouncedContent(params, FETCH_DEBOUNCE_MS)
  const report = useReport(debounced)
  const overlay = useDelayedFlag(report.isFetching && report.data !== undefined, GENERATION_MODAL_DELAY_MS)

  const choose = (next: ReportView) => {
    setChosen(next)
    setPage(1)
  }
  const onSelect = (value: string | null) => {
    if (value === MANAGE_VALUE) return setDialog('manage')
    const next = saved.find((v) => v.id === value) ?? FIXED_VIEWS.find((v) => v.id === value)
    if (!next) return
    if (!unsaved) return choose(next)
    setLeavingFor(next)
    setDialog('leave')
  }
  const selectData = [
    { value: MANAGE_VALUE, label: MANAGE_LABEL },
    ...saved.map((v) => ({ value: v.id, label: v.name })),
    ...FIXED_VIEWS.map((v) => ({ value: v.id, label: v.name })),
  ]
  const exportXlsx = () =>
    view &&
    filterByDate &&
    exporter.mutate(
      { view, page, itemsPerPage: pageSize, filterByDate },
      {
        onError: (e) =>
          notifications.show({
            color: 'red',
            message: e instanceof ApiError ? e.message : 'Не удалось выгрузить отчет',
          }),
      },
    )

  let body
  if (patterns.isError || report.isError) {
    body = (
      <ErrorPanel
        title={REPORT_TEXTS.errorTitle}
        text={REPORT_TEXTS.errorText}
        onRetry={() => window.location.reload()}
      />
    )
  } else if (!view || report.data === undefined || report.data.kind !== (view.fixedType ?? 'custom')) {
    body = filterByDate || !view ? <LoadingState text={REPORT_TEXTS.loading} /> : null
  } else if (report.data.total === 0) {
    body = <EmptyState text={REPORT_TEXTS.empty} />
  } else {
    body = (
      <Stack gap="md">
        <PagedList
          data={report.data}
          page={page}
          pageSize={pageSize}
          pageSizes={REPORT_PAGE_SIZES}
          threshold={REPORT_PAGE_SIZES[0]}
          label="Страницы отчета"
          onChange={(nextPage, nextSize) => {
            setPage(nextSize !== pageSize ? 1 : nextPage)
            setPageSize(nextSize)
          }}
        >
          <Box pos="relative">
            {overlay && <ReportOverlay />}
            <ReportTable view={view} items={report.data.items} />
          </Box>
        </PagedList>
      </Stack>
    )
  }

  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        Отчеты по статьям
      </Title>
      <Paper withBorder p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label="Отчет"
            w={360}
            data={selectData}
            value={view && view.id ? view.id : null}
            placeholder="Несохраненный отчет"
            onChange={onSelect}
            allowDeselect={false}
            disabled={!view}
            comboboxProps={{ withinPortal: true }}
          />
          <Box w={340}>
            <DateRangeField
              label="Период"
              required
              value={period}
              onChange={(next) => {
                setPeriod(next)
                setPage(1)
              }}
            />
          </Box>
        </Group>
        <Group mt="md" gap="sm" wrap="wrap">
          <Button variant="default" disabled={!view} onClick={() => setDialog('customize')}>
            Настроить отчет
          </Button>
          <Button variant="default" disabled={!view} onClick={() => setDialog('save')}>
            Сохранить отчет
          </Button>
          <Button variant="default" disabled={!params} onClick={() => void report.refetch()}>
            Обновить отчет
          </Button>
          <Button disabled={!params} loading={exporter.isPending} onClick={exportXlsx}>
            Выгрузить в XLSX
          </Button>
        </Group>
        {unsaved && (
          <Text size="sm" c="gray.7" mt="xs">
            Отчет настроен, но не сохранен.
          </Text>
        )}
      </Paper>
      {body}
      {view && dialog === 'customize' && (
        <CustomizeModal
          view={view}
          onClose={() => setDialog(null)}
          onApply={(change) => {
            choose(customized(view, change))
            setDialog(null)
          }}
        />
      )}
      {view && dialog === 'save' && (
        <SaveModal
          view={view}
          saved={saved}
          onClose={() => setDialog(null)}
          onLimit={() => setDialog('limit')}
          onSaved={(id) => {
            // SPEC §4: the created or edited view is chosen (read from the fresh list).
            setJustSaved(id)
            setChosen(null)
            setPage(1)
            setDialog(null)
            notifications.show({ color: 'green', message: 'Отчет сохранен' })
          }}
        />
      )}
      {dialog === 'manage' && patterns.data && (
        <ManageModal
          saved={saved}
          defaultFixedReport={patterns.data.defaultFixedReport}
          onClose={() => setDialog(null)}
          onSaved={(remaining) => {
            // SPEC §4 Manage views: the current view stays chosen (renamed if so); a deleted one falls back.
            if (view && isSaved(view)) {
              const kept = remaining.find((v) => v.id === view.id)
              setChosen(
                kept
                  ? { ...view, name: kept.name, chosenAsDefault: kept.chosenAsDefault }
                  : fixedView(BUILT_IN_FIXED_REPORT),
              )
              if (!kept) setPage(1)
            } else if (view) {
              // A fixed or customized view stays too, even when the saved set names a new default.
              setChosen(view)
            }
            setDialog(null)
            notifications.show({ color: 'green', message: 'Изменения сохранены' })
          }}
        />
      )}
      <LimitWarningModal opened={dialog === 'limit'} onClose={() => setDialog(null)} />
      <UnsavedReportConfirm
        opened={dialog === 'leave'}
        name={view?.name}
        onStay={() => setDialog(null)}
        onLeave={() => {
          if (leavingFor) choose(leavingFor)
          setDialog(null)
        }}
      />
      <LeaveUnsavedReport unsaved={unsaved} name={view?.name} />
    </Stack>
  )
}
