import { ActionIcon, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { SEARCH_TEXT_MAX } from '@psp/contracts'
import { useNavigate } from 'react-router'
import { paths } from '../../../lib/paths'
import { overLimitError } from '../../../ui/text-limit'

/** The knowledge-base search box: hands the text to /search in the knowledge scope. */
export function KbSearchBox() {
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const tooLong = overLimitError(text.trim(), SEARCH_TEXT_MAX)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (tooLong) return
    const query = new URLSearchParams({ text: text.trim(), where: 'knowledge' })
    navigate(`${paths.search}?${query}`)
  }
  return (
    <form onSubmit={submit} role="search" aria-label="Поиск по базе знаний">
      <TextInput
        aria-label="Поиск по базе знаний"
        placeholder="Поиск по базе знаний"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={tooLong}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label="Найти">
            <IconSearch size={18} aria-hidden />
          </ActionIcon>
        }
      />
    </form>
  )
}
