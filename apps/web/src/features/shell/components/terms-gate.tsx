import { Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import { IconFileTypePdf } from '@tabler/icons-react'
import type { User } from '@psp/contracts'
import { formatDate } from '../../../lib/format-date'
import { AppModal } from '../../../ui/app-modal'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { onAgreementRequired } from '../../../lib/agreement-required'
import { currentUserQuery } from '../../../lib/current-user'
import { local } from '../../../lib/storage'
import { useAcceptAgreement } from '../api/accept-agreement'
import { agreementFileUrl, useCurrentAgreement } from '../api/get-current-agreement'
import { useLogout } from '../api/logout'

/**
 * SPEC §2, §4 Terms of use: the page content shows only once the user has no `agreementId` left to accept.
 * Until then the terms dialog stands in for it; closing the dialog (remembered in local storage) keeps the content
 * hidden and leaves a way to reopen it.
 */
export function TermsGate({ user, children }: { user: User; children: ReactNode }) {
  const [dialogOpen, setDialogOpen] = useState(() => local.get('termsDialogClosed') === null)
  const client = useQueryClient()
  // A call refused for want of acceptance while the user was thought to have accepted (a new agreement came out
  // during the session): reread the user, whose agreementId then brings this gate up, with the dialog open. While the
  // gate already shows, refusals change nothing (a closed dialog stays closed).
  useEffect(
    () =>
      onAgreementRequired(() => {
        if (client.getQueryData(currentUserQuery.queryKey)?.agreementId) return
        setDialogOpen(true)
        void client.invalidateQueries({ queryKey: currentUserQuery.queryKey })
      }),
    [client],
  )
  if (!user.agreementId) return <>{children}</>
  const close = () => {
    local.set('termsDialogClosed', 'true')
    setDialogOpen(false)
  }
  return (
    <>
      <Center mih="40vh" p="md">
        <Stack align="center" gap="sm" maw={520}>
          <Title order={1} size="h3" ta="center">
            Примите пользовательское соглашение
          </Title>
          <Text ta="center">
            Чтобы продолжить работу в портале, ознакомьтесь с пользовательским соглашением и примите его.
          </Text>
          <Button
            onClick={() => setDialogOpen(true)}
            h="auto"
            mih={36}
            py={6}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            Открыть пользовательское соглашение
          </Button>
        </Stack>
      </Center>
      <TermsDialog agreementId={user.agreementId} opened={dialogOpen} onClose={close} />
    </>
  )
}

function TermsDialog({ agreementId, opened, onClose }: { agreementId: string; opened: boolean; onClose: () => void }) {
  const agreement = useCurrentAgreement(opened)
  const accept = useAcceptAgreement()
  const logout = useLogout()
  const name = agreement.data?.name ?? 'Пользовательское соглашение'
  return (
    <AppModal opened={opened} onClose={onClose} title="Пользовательское соглашение" size="lg">
      <Stack>
        <Text>
          Для работы в портале необходимо принять условия пользовательского соглашения. Ознакомьтесь с документом:
        </Text>
        <Anchor href={agreementFileUrl(agreementId)} target="_blank" rel="noopener">
          <Group gap={6} wrap="nowrap">
            <IconFileTypePdf size={20} aria-hidden />
            <span>
              {name}
              {agreement.data?.date ? ` от ${formatDate(agreement.data.date)}` : ''} (PDF)
            </span>
          </Group>
        </Anchor>
        {accept.isError && (
          <Text c="red.7" role="alert">
            Не удалось выполнить действие. Повторите попытку позднее
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button
            variant="default"
            onClick={() => logout.mutate()}
            loading={logout.isPending}
            disabled={accept.isPending}
          >
            Не принимаю
          </Button>
          <Button onClick={() => accept.mutate(agreementId)} loading={accept.isPending} disabled={logout.isPending}>
            Принимаю
          </Button>
        </Group>
      </Stack>
    </AppModal>
  )
}
