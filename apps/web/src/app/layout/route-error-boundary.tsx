import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { useRouteError } from 'react-router'
import { RenderErrorFallback } from './render-error-fallback'

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  )

/**
 * Errors thrown while loading or rendering a route: a failed (or timed-out) chunk load shows the loading error
 * (SPEC §2); anything else shows the render-error fallback instead of a blank page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError()
  if (isChunkLoadError(error)) {
    return (
      <Center component="main" mih="60vh" p="md">
        <Stack align="center" gap="sm" maw={480}>
          <Title order={1} size="h2">
            Ошибка загрузки страницы
          </Title>
          <Text ta="center">Не удалось загрузить раздел. Проверьте подключение к сети и обновите страницу.</Text>
          <Button onClick={() => window.location.reload()}>Обновить страницу</Button>
        </Stack>
      </Center>
    )
  }
  return (
    <main>
      <RenderErrorFallback />
    </main>
  )
}
