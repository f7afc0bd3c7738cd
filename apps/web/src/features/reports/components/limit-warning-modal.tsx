import { Button, Group, Modal, Text } from '@mantine/core'
import { REPORT_PATTERNS_MAX } from '@psp/contracts'

/** SPEC §2's limit warning 'Внимание': the user has saved as many views as allowed. */
export function LimitWarningModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Внимание">
      <Text>
        Можно сохранить не больше {REPORT_PATTERNS_MAX} отчетов. Удалите ненужные в «Управление отчетами» или сохраните
        поверх одного из них.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>Понятно</Button>
      </Group>
    </Modal>
  )
}
