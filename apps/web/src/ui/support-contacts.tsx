import { Anchor, Group, Stack, Text } from '@mantine/core'
import { portalSettings, telHref } from '../lib/portal-settings'

/** SPEC §1: three support contact blocks, each with a description, an e-mail and a phone link. */
export function SupportContacts({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const { contacts } = portalSettings()
  const blocks = [
    { key: 'hotline', description: 'Бесплатная линия по всей России, круглосуточно', ...contacts.hotline },
    {
      key: 'expertReview',
      description: 'Москва: информационная система государственной экспертизы',
      ...contacts.expertReview,
    },
    { key: 'expertPlatform', description: 'Москва: единая цифровая платформа экспертизы', ...contacts.expertPlatform },
  ]
  const Container = direction === 'row' ? Group : Stack
  return (
    <Container
      component="ul"
      gap={direction === 'row' ? 'xl' : 'md'}
      aria-label="Контакты службы поддержки"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
      data-testid="support-contacts"
    >
      {blocks.map((b) => (
        <li key={b.key}>
          <Text size="xs" c="gray.7">
            {b.description}
          </Text>
          <Group gap="sm" wrap="wrap">
            <Anchor href={telHref(b.phone)} size="sm" fw={600}>
              {b.phone}
            </Anchor>
            <Anchor href={`mailto:${b.email}`} size="sm">
              {b.email}
            </Anchor>
          </Group>
        </li>
      ))}
    </Container>
  )
}
