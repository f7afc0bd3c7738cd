import { Button } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'

/** «Изменить …» and «Удалить …» of one catalogue item (`what` in the accusative: «сервис», «систему»). */
export function EditDeleteButtons({ what, onEdit, onDelete }: { what: string; onEdit(): void; onDelete(): void }) {
  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
        Изменить {what}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={onDelete}
      >
        Удалить {what}
      </Button>
    </>
  )
}
