import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { useDocumentTitle } from '../../lib/use-document-title'

export interface NotFoundPageProps {
  /** The same page answers a role that may not open a page (SPEC §2 Access): it does not reveal that the page exists. */
  title?: string
}

/** The wildcard route's page (SPEC §2 Routes) and the guards' answer to a role that is not allowed. */
export function NotFoundPage({ title = 'Страница не найдена' }: NotFoundPageProps) {
  useDocumentTitle(title)
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" maw={520}>
        <Text fz={64} fw={700} c="portal.7" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2" ta="center">
          {title}
        </Title>
        <Text ta="center">Страница, которую вы ищете, не существует или у вас нет к ней доступа.</Text>
        <Button component={Link} to={paths.home}>
          Перейти на главную
        </Button>
      </Stack>
    </Center>
  )
}
