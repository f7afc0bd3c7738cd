import { Code, CopyButton, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core'
import type { SecondFactorSetup } from '@psp/contracts'

/**
 * Step one of turning the second factor on: the QR code to scan (an SVG the server drew, shown as an image, so the
 * page carries no QR library) and the secret for typing into the app by hand.
 */
export function TotpSetupDetails({ setup }: { setup: SecondFactorSetup }) {
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret
  return (
    <Stack gap="sm">
      <Text size="sm">
        Отсканируйте QR-код приложением-аутентификатором (Яндекс Ключ, Google Authenticator, FreeOTP и другие) или
        введите ключ вручную.
      </Text>
      <Image
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
        alt="QR-код для приложения-аутентификатора"
        w={200}
        h={200}
        mx="auto"
        fit="contain"
      />
      <Stack gap={4}>
        <Text size="sm" c="gray.7">
          Ключ для ввода вручную
        </Text>
        <Group gap="xs" wrap="wrap">
          <Code data-testid="totp-secret" style={{ overflowWrap: 'anywhere', fontSize: 'var(--mantine-font-size-sm)' }}>
            {grouped}
          </Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <UnstyledButton onClick={copy} c="blue.8" fz="sm">
                {copied ? 'Скопировано' : 'Скопировать ключ'}
              </UnstyledButton>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Stack>
  )
}
