import { HydrationUnit } from '../../../ui/hydration-unit'
import { Grid, Group, Stack, Title } from '@mantine/core'
import { QueryState } from '../../../ui/query-state'
import { useKnowledgeBaseSystems } from '../api/get-knowledge-base-systems'
import { useServices } from '../api/get-services'
import { useServicesWithArticles } from '../api/get-services-with-articles'
import { useSystems } from '../api/get-systems'
import { KbSearchBox } from '../components/kb-search-box'
import { useSelectedSystem } from '../components/selected-system'
import { ServicesSection } from '../components/services-section'
import { SidePanel } from '../components/side-panel'
import { SystemAdminActions } from '../components/system-admin-actions'
import { SystemPicker } from '../components/system-picker'
import { useCan } from '../../../lib/use-can'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useSearchParams } from 'react-router'

/** /knowledge-base: systems, the chosen system's services and articles, important, last-modified and popular lists. */
export function KnowledgeBasePage() {
  useDocumentTitle('База знаний')
  // Authors see every system and service (empty ones too) and the authoring controls.
  const canAuthor = useCan('knowledgeBase.author')
  // Readers see the systems that have articles; the Admin every system, so an empty one can be filled.
  const all = useSystems(canAuthor)
  const withArticles = useKnowledgeBaseSystems(!canAuthor)
  const systems = canAuthor ? all : withArticles
  // `?system=` comes from an article's breadcrumbs; a system picked here drops it, so a reload shows the one picked.
  const [params, setParams] = useSearchParams()
  const [selected, choose] = useSelectedSystem(systems.data, params.get('system'))
  const select = (uuid: string) => {
    choose(uuid)
    if (params.has('system')) setParams({}, { replace: true })
  }
  const system = systems.data?.find((s) => s.uuid === selected) ?? null
  // The same queries as the services section (shared by key): the side column waits for them, see SidePanel.
  const services = useServices(canAuthor ? (system?.uuid ?? null) : null)
  const servicesWithArticles = useServicesWithArticles(canAuthor ? null : (system?.uuid ?? null))
  const servicesShown = !system || !(canAuthor ? services : servicesWithArticles).isPending

  return (
    <Stack gap="lg" p="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>База знаний</Title>
        {canAuthor && <SystemAdminActions system={system} onCreated={select} />}
      </Group>
      <HydrationUnit>
        <KbSearchBox />
      </HydrationUnit>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <QueryState query={systems}>
            {(list) => (
              <Stack gap="md">
                <SystemPicker systems={list} value={selected} onChange={select} />
                {system && (
                  <HydrationUnit>
                    <ServicesSection key={system.uuid} system={system} canAuthor={canAuthor} />
                  </HydrationUnit>
                )}
              </Stack>
            )}
          </QueryState>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <HydrationUnit>
            {systems.data && <SidePanel systemUuid={selected ?? undefined} ready={servicesShown} />}
          </HydrationUnit>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
