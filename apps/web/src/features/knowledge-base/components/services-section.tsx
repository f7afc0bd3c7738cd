import { Accordion, Button, Group, Stack, Text, Title } from '@mantine/core'
import type { KbSystem } from '@psp/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { QueryState } from '../../../ui/query-state'
import { useSaveService } from '../api/save-service'
import { useServices } from '../api/get-services'
import { useServicesWithArticles } from '../api/get-services-with-articles'
import { errorMessageOf } from './error-message'
import { ServiceAdminActions } from './service-admin-actions'
import { ServiceArticles } from './service-articles'
import { ServiceFiles } from './service-files'
import { TitleFormModal } from './title-form-modal'
import { useDialogMode } from './use-dialog-mode'

/**
 * The services of the chosen system, each opening to its articles. Readers see the services that have articles;
 * the Admin sees every service, so a new, still empty one can be filled.
 */
export function ServicesSection({ system, canAuthor }: { system: KbSystem; canAuthor: boolean }) {
  const all = useServices(canAuthor ? system.uuid : null)
  const withArticles = useServicesWithArticles(canAuthor ? null : system.uuid)
  const query = canAuthor ? all : withArticles
  const [opened, setOpened] = useState<string[]>([])
  const save = useSaveService()
  const dialog = useDialogMode<'create'>(save)

  return (
    <Stack gap="sm" component="section" aria-labelledby="kb-services-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="kb-services-title">
          Сервисы
        </Title>
        {canAuthor && (
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => dialog.open('create')}>
            Добавить сервис
          </Button>
        )}
      </Group>
      {system.description && <Text c="gray.7">{system.description}</Text>}
      <QueryState query={query}>
        {(services) => (
          <Accordion multiple value={opened} onChange={setOpened} variant="separated">
            {services.map((service) => (
              <Accordion.Item key={service.uuid} value={service.uuid}>
                <Accordion.Control>
                  <Text fw={600}>{service.title}</Text>
                  <Text size="xs" c="gray.7">
                    Статей: {service.articlesCount}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  {/* Loaded only once opened: a system may have many services. */}
                  {opened.includes(service.uuid) && (
                    <Stack gap="md">
                      {service.description && <Text size="sm">{service.description}</Text>}
                      {canAuthor && <ServiceAdminActions service={service} />}
                      <ServiceArticles service={service} />
                      <ServiceFiles serviceUuid={service.uuid} editable={canAuthor} />
                    </Stack>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </QueryState>
      <TitleFormModal
        opened={dialog.mode === 'create'}
        heading="Новый сервис"
        saving={save.isPending}
        error={errorMessageOf(save.error)}
        onClose={dialog.close}
        onSubmit={(input) =>
          save.mutate(
            { input: { ...input, systemUuid: system.uuid } },
            {
              onSuccess: (created) => {
                dialog.close()
                setOpened((o) => [...o, created.uuid])
              },
            },
          )
        }
      />
    </Stack>
  )
}
