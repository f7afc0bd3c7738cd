import { Anchor, Text } from '@mantine/core'
import { portalSettings, telHref } from '../../lib/portal-settings'

/** SPEC §1: the support e-mail and the free 24-hour phone line, for the screens shown when something broke. */
export function SupportLine() {
  const { support } = portalSettings()
  return (
    <Text ta="center">
      Если проблема повторяется, напишите в службу поддержки{' '}
      <Anchor href={`mailto:${support.email}`}>{support.email}</Anchor> или позвоните по бесплатной круглосуточной линии{' '}
      <Anchor href={telHref(support.phone)}>{support.phone}</Anchor>.
    </Text>
  )
}
