import { Group } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { AppButton } from '../../../ui/app-button'
import { KitSection } from './kit-section'

export function ButtonsSection() {
  return (
    <KitSection id="buttons" title="Кнопки" description="AppButton: primary, secondary, danger, ghost">
      <Group>
        <AppButton>Сохранить</AppButton>
        <AppButton kind="secondary">Отмена</AppButton>
        <AppButton kind="danger">Исключить</AppButton>
        <AppButton kind="ghost">Подробнее</AppButton>
        <AppButton leftSection={<IconDownload size={16} aria-hidden />}>Выгрузить в XLSX</AppButton>
        <AppButton loading>Загрузка</AppButton>
        <AppButton disabled>Недоступно</AppButton>
      </Group>
    </KitSection>
  )
}
