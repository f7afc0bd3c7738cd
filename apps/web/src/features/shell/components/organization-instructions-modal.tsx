import { Button, Group, Text } from '@mantine/core'
import { AppModal } from '../../../ui/app-modal'

interface Props {
  opened: boolean
  onClose: () => void
  onGoToMyOrganizations: () => void
}

/** SPEC §4: a user without organizations is told how to join one instead of being offered an empty choice. */
export function OrganizationInstructionsModal({ opened, onClose, onGoToMyOrganizations }: Props) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Вы не состоите ни в одной организации">
      <Text>
        Чтобы работать в портале от имени организации, найдите ее по ИНН и подайте заявку на присоединение в разделе
        «Мои организации». После одобрения заявки администратором организации ее можно будет выбрать.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Понятно
        </Button>
        <Button onClick={onGoToMyOrganizations}>Перейти в «Мои организации»</Button>
      </Group>
    </AppModal>
  )
}
