import { Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import { FALLBACK_SESSION_CLEAR_DELAY_MS } from '@psp/contracts/limits'
import { useEffect } from 'react'
import { paths } from '../../lib/paths'
import { SupportLine } from './support-line'
import { useDocumentTitle } from '../../lib/use-document-title'

/** SPEC §2, §9: session data may be what broke the page, so it is cleared 10 s after the fallback appears. */
export function scheduleSessionClear(delay = FALLBACK_SESSION_CLEAR_DELAY_MS) {
  const timer = window.setTimeout(() => {
    try {
      sessionStorage.clear()
    } catch {
      /* storage unavailable */
    }
  }, delay)
  return () => window.clearTimeout(timer)
}

/** The page shown instead of content that failed to render. */
export function RenderErrorFallback() {
  useDocumentTitle('Ошибка отображения страницы')
  useEffect(() => scheduleSessionClear(), [])
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="md" maw={560} role="alert">
        <Title order={1} size="h2" ta="center">
          Что-то пошло не так
        </Title>
        <Text ta="center">При отображении страницы произошла ошибка. Обновите страницу или вернитесь на главную.</Text>
        <SupportLine />
        <Group>
          <Button onClick={() => window.location.reload()}>Обновить страницу</Button>
          <Button variant="default" onClick={() => window.location.assign(paths.home)}>
            На главную
          </Button>
        </Group>
      </Stack>
    </Center>
  )
}
