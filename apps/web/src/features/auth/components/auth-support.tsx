import { Paper, Stack, Title } from '@mantine/core'
import { SupportContacts } from '../../../ui/support-contacts'

/**
 * The support contacts under the card of the pages before signing in: a visitor who cannot sign in is the one who
 * needs them most. One column, so a 360 px phone shows every number and address in full without sideways scrolling.
 */
export function AuthSupport() {
  return (
    <Paper component="section" aria-labelledby="auth-support-title" withBorder p="md" w="100%">
      <Stack gap="xs">
        <Title order={2} size="h5" id="auth-support-title">
          Служба поддержки
        </Title>
        <SupportContacts direction="column" />
      </Stack>
    </Paper>
  )
}
