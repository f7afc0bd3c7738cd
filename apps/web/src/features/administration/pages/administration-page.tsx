import { Anchor, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import type { ReactNode } from 'react'
import { AgreementUploadSection } from '../components/agreement-upload-section'
import { AgreementVersionsSection } from '../components/agreement-versions-section'
import { SearchReindexSection } from '../components/search-reindex-section'
import { paths } from '../../../lib/paths'
import { useDocumentTitle } from '../../../lib/use-document-title'

interface AdministrationSection {
  id: string
  title: string
  content: ReactNode
}

/** Each platform-administration feature is one section here; later ones are added to this list. */
const sections: AdministrationSection[] = [
  { id: 'agreement', title: 'Пользовательское соглашение', content: <AgreementUploadSection /> },
  { id: 'agreement-versions', title: 'Редакции соглашения', content: <AgreementVersionsSection /> },
  { id: 'search', title: 'Поиск', content: <SearchReindexSection /> },
  {
    id: 'audit-log',
    title: 'Журнал действий',
    content: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Кто, когда и с какого адреса входил в портал и что менял.</Text>
        <Anchor component={Link} to={paths.auditLog}>
          Открыть журнал действий
        </Anchor>
      </Stack>
    ),
  },
  {
    id: 'webhooks',
    title: 'Вебхуки',
    content: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Адреса других систем, которым портал сообщает о заявках, организациях и оповещениях.</Text>
        <Anchor component={Link} to={paths.webhooks}>
          Открыть вебхуки
        </Anchor>
      </Stack>
    ),
  },
]

/** /administration (platform Admin only, guarded in the route map). */
export function AdministrationPage() {
  useDocumentTitle('Администрирование')
  return (
    <Stack p="md" gap="lg">
      <Title order={1}>Администрирование</Title>
      {sections.map((s) => (
        <Paper key={s.id} withBorder p="md" component="section" aria-labelledby={`admin-${s.id}`}>
          <Title order={2} size="h3" id={`admin-${s.id}`} mb="sm">
            {s.title}
          </Title>
          {s.content}
        </Paper>
      ))}
    </Stack>
  )
}
