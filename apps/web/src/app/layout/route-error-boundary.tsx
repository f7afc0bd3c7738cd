import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { useRouteError } from 'react-router'
import { useDocumentTitle } from '../../lib/use-document-title'
import { RenderErrorFallback } from './render-error-fallback'

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  // The browsers' words for a script chunk that did not load, and the bundler's for a style chunk.
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  )

function ChunkLoadError({ inLayout }: { inLayout: boolean }) {
  useDocumentTitle('Ошибка загрузки страницы')
  return (
    <Center component={inLayout ? 'div' : 'main'} mih="60vh" p="md">
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

/**
 * Errors thrown while loading or rendering a route: a failed (or timed-out) chunk load shows the loading error
 * (SPEC §2); anything else shows the render-error fallback instead of a blank page. `inLayout`: the boundary of the
 * signed-in pages, shown inside the layout's <main> so the header and footer stay.
 */
export function RouteErrorBoundary({ inLayout = false }: { inLayout?: boolean }) {
  const error = useRouteError()
  if (isChunkLoadError(error)) return <ChunkLoadError inLayout={inLayout} />
  return inLayout ? (
    <RenderErrorFallback />
  ) : (
    <main>
      <RenderErrorFallback />
    </main>
  )
}
