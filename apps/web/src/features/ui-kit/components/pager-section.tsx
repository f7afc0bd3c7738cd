import { Stack, Text } from '@mantine/core'
import { ALERT_PAGE_SIZES, REPORT_PAGE_SIZES } from '@psp/contracts'
import { useState } from 'react'
import { Pager } from '../../../ui/pager'
import { KitSection } from './kit-section'

export function PagerSection() {
  const [alerts, setAlerts] = useState({ page: 1, pageSize: 10 })
  const [reports, setReports] = useState({ page: 1, pageSize: 25 })
  return (
    <KitSection
      id="pager"
      title="Постраничная навигация"
      description="Pager: видна при нескольких страницах или если страница больше порога"
    >
      <Stack gap="xs">
        <Text size="sm">
          Оповещения (123 записи, порог 10): страница {alerts.page}, по {alerts.pageSize}
        </Text>
        <Pager
          {...alerts}
          total={123}
          label="Страницы оповещений"
          pageSizes={ALERT_PAGE_SIZES}
          threshold={10}
          onChange={(page, pageSize) => setAlerts({ page, pageSize })}
        />
      </Stack>
      <Stack gap="xs">
        <Text size="sm">
          Отчеты (40 записей, порог 25): страница {reports.page}, по {reports.pageSize}
        </Text>
        <Pager
          {...reports}
          total={40}
          label="Страницы отчета"
          pageSizes={REPORT_PAGE_SIZES}
          threshold={25}
          onChange={(page, pageSize) => setReports({ page, pageSize })}
        />
      </Stack>
    </KitSection>
  )
}
