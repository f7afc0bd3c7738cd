import { Alert, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { AppButton } from './app-button'

/** The file the codes download as: plain text, one code a line, with a line saying what they are. */
function downloadCodes(codes: string[]) {
  const text = ['Резервные коды для входа на портал самообслуживания', '', ...codes, ''].join('\n')
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'psp-recovery-codes.txt'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The ten recovery codes, shown once after the second factor is turned on, to copy or download. */
export function RecoveryCodesPanel({ codes }: { codes: string[] }) {
  return (
    <Stack gap="sm">
      <Alert color="portal" variant="light" title="Сохраните резервные коды">
        Каждый код можно использовать для входа один раз, если телефон недоступен. Коды показываются только сейчас.
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="ul" aria-label="Резервные коды" m={0} p={0}>
        {codes.map((code) => (
          <Text key={code} component="li" ff="monospace" style={{ listStyle: 'none' }}>
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <AppButton kind="secondary" onClick={copy}>
              {copied ? 'Скопировано' : 'Скопировать коды'}
            </AppButton>
          )}
        </CopyButton>
        <AppButton kind="secondary" onClick={() => downloadCodes(codes)}>
          Скачать коды
        </AppButton>
      </Group>
    </Stack>
  )
}
