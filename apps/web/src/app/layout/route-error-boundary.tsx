import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { useRouteError } from 'react-router'

const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  )

/** Errors thrown while loading or rendering a route: a failed chunk load shows the loading error (SPEC §2). */
export function RouteErrorBoundary() {
  const error = useRouteError()
  if (isChunkLoadError(error)) {
    return (
      <Center mih="60vh" p="md">
        <Stack align="center" gap="sm" maw={480}>
          <Title order={2}>Ошибка загрузки страницы</Title>
          <Text ta="center">Не удалось загрузить раздел. Проверьте подключение к сети и обновите страницу.</Text>
          <Button onClick={() => window.location.reload()}>Обновить страницу</Button>
        </Stack>
      </Center>
    )
  }
  throw error
}
