import { Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { useCurrentUser } from '../../../lib/current-user'
import { QueryState } from '../../../ui/query-state'
import { ApiTokensSection } from '../components/api-tokens-section'
import { AvatarModal } from '../components/avatar-modal'
import { PhoneModal } from '../components/phone-modal'
import { ProfileCard } from '../components/profile-card'
import { SecondFactorSection } from '../components/second-factor-section'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** SPEC §2 /profile: the profile card with the change-avatar and change-phone modals, and the API tokens. */
export function ProfilePage() {
  useDocumentTitle('Общая информация')
  const user = useCurrentUser()
  const [dialog, setDialog] = useState<'avatar' | 'phone' | null>(null)
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Общая информация
      </Title>
      <QueryState query={user}>
        {(data) => (
          <>
            <ProfileCard
              user={data}
              onChangeAvatar={() => setDialog('avatar')}
              onChangePhone={() => setDialog('phone')}
            />
            <AvatarModal
              opened={dialog === 'avatar'}
              onClose={() => setDialog(null)}
              avatar={data.avatar}
              name={data.fio}
            />
            {dialog === 'phone' && (
              <PhoneModal opened onClose={() => setDialog(null)} phone={data.preferredMobilePhone} />
            )}
            <SecondFactorSection />
          </>
        )}
      </QueryState>
      <ApiTokensSection />
    </Stack>
  )
}
