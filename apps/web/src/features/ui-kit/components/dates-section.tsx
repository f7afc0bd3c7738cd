import { SimpleGrid, Text } from '@mantine/core'
import { useState } from 'react'
import type { DateRangeValue } from '../../../ui/date-format'
import { DateField } from '../../../ui/date-field'
import { DateRangeField } from '../../../ui/date-range-field'
import { DateTimeField } from '../../../ui/date-time-field'
import { TimeField } from '../../../ui/time-field'
import { KitSection } from './kit-section'
import { orDash } from '../../../ui/empty-value'

export function DatesSection() {
  const [date, setDate] = useState<string | null>(null)
  const [dateTime, setDateTime] = useState<string | null>(null)
  const [time, setTime] = useState<string | null>('09:05')
  const [range, setRange] = useState<DateRangeValue>({ from: null, to: null })
  return (
    <KitSection
      id="dates"
      title="Даты"
      description="DateField, DateTimeField, TimeField, DateRangeField: маска дд.мм.гггг, русская локаль, неделя с понедельника"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField label="Дата" value={date} onChange={setDate} />
        <DateTimeField label="Дата и время публикации" value={dateTime} onChange={setDateTime} />
        <TimeField label="Время" value={time} onChange={setTime} />
        <DateRangeField label="Период" value={range} onChange={setRange} />
      </SimpleGrid>
      <Text size="sm" aria-live="polite">
        Значения: {orDash(date)}; {orDash(dateTime)}; {orDash(time)}; {orDash(range.from)} — {orDash(range.to)}
      </Text>
    </KitSection>
  )
}
