import { Button, Container, Group, Radio } from '@mantine/core'
import {
  VISION_IMAGES,
  VISION_SCHEMES,
  VISION_SIZES,
  VISION_SPACINGS,
  type VisionSettings,
} from '@psp/contracts/vision'
import { setVision, useVision } from './vision-store'

const LABELS: { [K in keyof VisionSettings]: Record<VisionSettings[K], string> } = {
  size: { '100': '100 %', '150': '150 %', '200': '200 %' },
  scheme: {
    'black-on-white': 'Чёрным по белому',
    'white-on-black': 'Белым по чёрному',
    'blue-on-blue': 'Тёмно-синим по голубому',
  },
  images: { on: 'Показывать', off: 'Скрывать' },
  spacing: { normal: 'Обычный', wide: 'Увеличенный' },
}

const CHOICES: { [K in keyof VisionSettings]: readonly VisionSettings[K][] } = {
  size: VISION_SIZES,
  scheme: VISION_SCHEMES,
  images: VISION_IMAGES,
  spacing: VISION_SPACINGS,
}

const TITLES: Record<keyof VisionSettings, string> = {
  size: 'Размер текста',
  scheme: 'Цветовая схема',
  images: 'Изображения',
  spacing: 'Интервал между буквами',
}

/** The settings of the version for the visually impaired, above the header of every page while it is on. */
export function VisionBar() {
  const vision = useVision()
  if (!vision) return null
  const choice = <K extends keyof VisionSettings>(key: K) => (
    <Radio.Group
      key={key}
      label={TITLES[key]}
      value={vision[key]}
      onChange={(value) => setVision({ ...vision, [key]: value as VisionSettings[K] })}
    >
      <Group gap="md" mt={4}>
        {CHOICES[key].map((value) => (
          <Radio key={value} value={value} label={LABELS[key][value]} />
        ))}
      </Group>
    </Radio.Group>
  )
  return (
    <section aria-label="Настройки версии для слабовидящих" data-vision-bar>
      <Container size="xl" py="sm">
        <Group gap="xl" align="flex-end">
          {choice('size')}
          {choice('scheme')}
          {choice('images')}
          {choice('spacing')}
          <Button variant="outline" onClick={() => setVision(null)}>
            Обычная версия
          </Button>
        </Group>
      </Container>
    </section>
  )
}
