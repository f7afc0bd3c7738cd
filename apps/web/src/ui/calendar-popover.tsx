import '@mantine/dates/styles.css'
import { ActionIcon, Group, NativeSelect, Popover, Stack } from '@mantine/core'
import { DatePicker, DatesProvider } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import dayjs from 'dayjs'
import 'dayjs/locale/ru'
import { useState } from 'react'
import { portalToday } from '../lib/portal-today'
import { yearRange } from './date-format'

// The calendar speaks Russian, as the forms' date texts do; only the pages with a date field load dayjs.
dayjs.locale('ru')

const MONTHS = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
]

const CALENDAR_ARIA_LABELS = {
  monthLevelControl: 'Выбрать месяц',
  yearLevelControl: 'Выбрать год',
  nextMonth: 'Следующий месяц',
  previousMonth: 'Предыдущий месяц',
  nextYear: 'Следующий год',
  previousYear: 'Предыдущий год',
  nextDecade: 'Следующее десятилетие',
  previousDecade: 'Предыдущее десятилетие',
}

// dayjs's Russian short weekdays are lower case ('пн'); column headers read better capitalised ('Пн').
const capitalizedWeekday = (date: string) => {
  const short = dayjs(date).locale('ru').format('dd')
  return short.charAt(0).toUpperCase() + short.slice(1)
}

export interface CalendarPopoverProps {
  /** 'YYYY-MM-DD' or null. */
  value: string | null
  onPick: (date: string) => void
  disabled?: boolean
  /** Accessible name of the calendar button. */
  label?: string
}

/**
 * The calendar button of the date fields: a month and a year list (10 years back, 2 ahead — SPEC §5) above a
 * Russian, Monday-first month grid (its own DatesProvider sets the locale and the first day).
 */
export function CalendarPopover({ value, onPick, disabled, label = 'Открыть календарь' }: CalendarPopoverProps) {
  const [opened, setOpened] = useState(false)
  const years = yearRange()
  const initial = value ?? portalToday()
  const [shown, setShown] = useState(initial)
  const shownDate = dayjs(shown)

  const show = (year: number, month: number) => setShown(dayjs(new Date(year, month, 1)).format('YYYY-MM-DD'))

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
      onOpen={() => setShown(value ?? portalToday())}
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={label}
          disabled={disabled}
          onClick={() => setOpened((o) => !o)}
        >
          <IconCalendar size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Group gap="xs" grow>
            <NativeSelect
              aria-label="Месяц"
              size="xs"
              data={MONTHS.map((name, index) => ({ value: String(index), label: name }))}
              value={String(shownDate.month())}
              onChange={(event) => show(shownDate.year(), Number(event.currentTarget.value))}
            />
            <NativeSelect
              aria-label="Год"
              size="xs"
              data={years.map(String)}
              value={String(shownDate.year())}
              onChange={(event) => show(Number(event.currentTarget.value), shownDate.month())}
            />
          </Group>
          <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
            <DatePicker
              value={value}
              date={shown}
              onDateChange={setShown}
              minDate={`${years[0]}-01-01`}
              maxDate={`${years[years.length - 1]}-12-31`}
              onChange={(date) => {
                if (!date) return
                onPick(date)
                setOpened(false)
              }}
              ariaLabels={CALENDAR_ARIA_LABELS}
              weekdayFormat={capitalizedWeekday}
            />
          </DatesProvider>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}
