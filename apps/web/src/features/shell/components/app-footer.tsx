import { Anchor, Box, Container, Group, Text } from '@mantine/core'
import { portalSettings } from '../../../lib/portal-settings'
import { portalToday } from '../../../lib/portal-today'

/**
 * SPEC §1: five external links opening in a new tab and the copyright line with the current year: the portal's year,
 * not the browser's, so a page the server rendered and the browser's render agree on New Year's Eve in any zone.
 */
export function AppFooter() {
  const { footerLinks } = portalSettings()
  const links = [
    { label: 'Личный кабинет заявителя государственной экспертизы', href: footerLinks.expertiseApplicant },
    { label: 'Личный кабинет заявителя единой цифровой платформы экспертизы', href: footerLinks.platformApplicant },
    { label: 'Личный кабинет работника экспертной организации', href: footerLinks.expertWorker },
    { label: 'Реестр заключений экспертизы', href: footerLinks.conclusionsRegister },
    { label: 'Официальный сайт учреждения', href: footerLinks.agencySite },
  ]
  return (
    <Box component="footer" bg="gray.1" py="lg" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl">
        <nav aria-label="Внешние ресурсы">
          <Group component="ul" gap="lg" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {links.map((l) => (
              <li key={l.label}>
                <Anchor href={l.href} target="_blank" rel="noopener noreferrer" size="sm" c="gray.8">
                  {l.label}
                </Anchor>
              </li>
            ))}
          </Group>
        </nav>
        <Text size="sm" c="gray.7" mt="md">
          © {portalToday().slice(0, 4)} Портал самообслуживания
        </Text>
      </Container>
    </Box>
  )
}
