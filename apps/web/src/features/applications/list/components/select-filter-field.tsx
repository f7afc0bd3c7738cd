import { Box, Select } from '@mantine/core'
import { useState } from 'react'

/** The tallest the option list gets; past it, it scrolls. */
const LIST_HEIGHT = 220
/** The list's height with its padding and its gap under the field. */
const LIST_ROOM = LIST_HEIGHT + 20

interface Props {
  label: string
  options: Array<{ value: string; label: string }>
  value: string | null
  onChange: (value: string | null) => void
  error: string | null
}

/**
 * A select filter's field. Its option list floats under the field, and once it has opened the field keeps that much
 * room under itself, so «Сбросить» and «Применить» stand below the list instead of under it. The room stays until the
 * filter closes: taken back when the list closes, it would move the buttons between the press and the release of the
 * click that closed the list (the search field opens the list on focus, so a click on «Сбросить» does close it).
 */
export function SelectFilterField({ label, options, value, onChange, error }: Props) {
  const [listOpened, setListOpened] = useState(false)
  return (
    <Box pb={listOpened ? LIST_ROOM : 0}>
      <Select
        label={label}
        data={options}
        value={value}
        onChange={onChange}
        error={error}
        searchable
        nothingFoundMessage="Ничего не найдено"
        maxDropdownHeight={LIST_HEIGHT}
        onDropdownOpen={() => setListOpened(true)}
        comboboxProps={{ withinPortal: false, position: 'bottom', middlewares: { flip: false, shift: false } }}
      />
    </Box>
  )
}
