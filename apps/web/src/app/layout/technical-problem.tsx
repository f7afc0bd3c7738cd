import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { SupportLine } from './support-line'
import { refreshAfterTechnicalProblem } from './technical-problem-refresh'
import { useDocumentTitle } from '../../lib/use-document-title'

/** Shown when the current user cannot be loaded for a reason other than a missing session (server down, 5xx). */
export function TechnicalProblem() {
  useDocumentTitle('Технические неполадки')
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" maw={560}>
        <Title order={1} size="h2" ta="center">
          Технические неполадки
        </Title>
        <Text ta="center">В работе портала возникла техническая проблема. Попробуйте обновить страницу.</Text>
        <SupportLine />
        <Button onClick={() => refreshAfterTechnicalProblem()}>Обновить страницу</Button>
      </Stack>
    </Center>
  )
}
