import { Group, SimpleGrid, Stack } from '@mantine/core'
import { useState } from 'react'
import { AppButton } from '../../../ui/app-button'
import { ClearableTextInput } from '../../../ui/clearable-text-input'
import { type DropdownItem, GroupedSelect } from '../../../ui/grouped-select'
import { PhoneInput } from '../../../ui/phone-input'
import { KitSection } from './kit-section'
import { orDash } from '../../../ui/empty-value'

const ROLE_ITEMS: DropdownItem[] = [
  { text: 'Не выбрана', value: 'none' },
  { text: 'Сотрудник', value: 'Employee', group: 'Роли в организации' },
  { text: 'Администратор организации', value: 'Admin', group: 'Роли в организации' },
  { text: 'Администратор ПСП', value: 'PlatformAdmin', group: 'Роли на портале' },
]

export function InputsSection() {
  const [text, setText] = useState('')
  const [code, setCode] = useState('')
  const [phone, setPhone] = useState('')
  const [phoneValid, setPhoneValid] = useState(false)
  const [role, setRole] = useState<string | null>(null)
  return (
    <KitSection id="inputs" title="Поля ввода" description="ClearableTextInput, PhoneInput, GroupedSelect">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ClearableTextInput label="Тема (не более 20 символов)" value={text} onChange={setText} maxLength={20} />
        <ClearableTextInput
          label="Код (маска 00-000, не более 5 символов)"
          value={code}
          onChange={setCode}
          maxLength={5}
          mask="00-000"
        />
        <Stack gap="xs">
          <PhoneInput
            value={phone}
            onChange={(value, valid) => {
              setPhone(value)
              setPhoneValid(valid)
            }}
          />
          <Group>
            <AppButton disabled={!phoneValid}>Сохранить телефон</AppButton>
          </Group>
        </Stack>
        <Stack gap={4}>
          <GroupedSelect label="Роль" placeholder="Не выбрана" items={ROLE_ITEMS} value={role} onChange={setRole} />
          <span aria-live="polite">Выбранное значение: {orDash(role)}</span>
        </Stack>
      </SimpleGrid>
    </KitSection>
  )
}
