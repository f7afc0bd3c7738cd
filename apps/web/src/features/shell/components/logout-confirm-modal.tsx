import { Button, Group, Text } from '@mantine/core'
import { AppModal } from '../../../ui/app-modal'
import { useLogout } from '../api/logout'

/** 'Выйти' asks first (SPEC §2); confirming logs out, sets the logout flag and goes to /login. */
export function LogoutConfirmModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const logout = useLogout()
  return (
    <AppModal opened={opened} onClose={onClose} title="Выход из портала">
      <Text>Вы действительно хотите выйти?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={logout.isPending}>
          Отмена
        </Button>
        <Button color="red" onClick={() => logout.mutate()} loading={logout.isPending}>
          Выйти
        </Button>
      </Group>
    </AppModal>
  )
}
