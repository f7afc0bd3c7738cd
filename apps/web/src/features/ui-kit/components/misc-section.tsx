import { Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { AppButton } from '../../../ui/app-button'
import { AppTooltip, InfoTooltip } from '../../../ui/app-tooltip'
import { SliderWithButtons } from '../../../ui/slider-with-buttons'
import { StatusBadge } from '../../../ui/status-badge'
import { KitSection } from './kit-section'
import { formatNumber } from '../../../lib/format-number'

export function BadgesSection() {
  return (
    <KitSection id="badges" title="Статусы и подсказки" description="StatusBadge, AppTooltip, InfoTooltip">
      <Group>
        <StatusBadge tone="success" tooltip="Пользователь является сотрудником организации">
          Активный
        </StatusBadge>
        <StatusBadge tone="warning" tooltip="Пользователь ждет одобрения">
          Запрос на добавление
        </StatusBadge>
        <StatusBadge tone="danger">Отклонено</StatusBadge>
        <StatusBadge tone="info">В работе</StatusBadge>
        <StatusBadge tone="neutral">Закрыта</StatusBadge>
        <InfoTooltip text="ИНН содержит 10 или 12 цифр" />
        <AppTooltip label="Выгрузка в формате XLSX">
          <AppButton kind="secondary">Наведите на кнопку</AppButton>
        </AppTooltip>
      </Group>
    </KitSection>
  )
}

export function SliderSection() {
  const [zoom, setZoom] = useState(1.2)
  return (
    <KitSection id="slider" title="Слайдер с кнопками" description="SliderWithButtons: минимум 1, максимум 3, шаг 0,2">
      <Stack gap="xs" maw={420}>
        <SliderWithButtons label="Масштаб" value={zoom} onChange={setZoom} min={1} max={3} step={0.2} />
        <Text size="sm" aria-live="polite">
          Масштаб: {formatNumber(zoom, 1, 1)}
        </Text>
      </Stack>
    </KitSection>
  )
}
