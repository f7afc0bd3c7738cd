import { Alert, Select, Stack, Text } from '@mantine/core'
import type { ExclusionInfo, MemberBrief } from '@psp/contracts'
import { UI_MESSAGES } from '../../../ui/messages'
import { orDash } from '../../../ui/empty-value'

/** Which exclusion branch of SPEC §4 applies. */
export type ExclusionBranch = 'blocked' | 'newAdmin' | 'reassign' | 'plain'

export function exclusionBranch(info: ExclusionInfo): ExclusionBranch {
  if (info.isOnlyAdmin && info.isOnlyEmployee) return 'blocked'
  if (info.isOnlyAdmin) return 'newAdmin'
  if (info.hasActiveApplications) return 'reassign'
  return 'plain'
}

export const EXCLUSION_TEXTS = {
  blocked:
    'Пользователь является единственным сотрудником и администратором организации. Добавьте в организацию ' +
    'другого сотрудника и назначьте его администратором, чтобы исключить этого пользователя.',
  newAdmin: 'Пользователь является единственным администратором организации. Выберите нового администратора.',
  reassign: 'У пользователя есть активные заявки. Выберите сотрудника, которому они будут переданы.',
} as const

interface Props {
  info: ExclusionInfo
  /** Accepted members; the excluded user is left out of the pickers. */
  members: MemberBrief[]
  excludedId: string
  fullName: string
  newAdminId: string | null
  onNewAdmin: (id: string | null) => void
  targetId: string | null
  onTarget: (id: string | null) => void
  /** The confirm button was pressed: an empty required picker says so (SPEC §5 'Обязательное поле'). */
  showMissing?: boolean
}

/** The body of the exclusion dialog for each branch: an information block, the pickers, or a plain question. */
export function ExclusionChoice(props: Props) {
  const branch = exclusionBranch(props.info)
  const missing = (value: string | null) => (props.showMissing && !value ? UI_MESSAGES.required : undefined)
  const options = props.members
    .filter((m) => m.id !== props.excludedId)
    .map((m) => ({ value: m.id, label: m.fullName }))
  if (branch === 'blocked') {
    return (
      <Alert color="yellow" title="Исключение невозможно">
        {EXCLUSION_TEXTS.blocked}
      </Alert>
    )
  }
  return (
    <Stack>
      <Text>Исключить пользователя {orDash(props.fullName)} из организации?</Text>
      {branch === 'newAdmin' && <Text>{EXCLUSION_TEXTS.newAdmin}</Text>}
      {branch === 'newAdmin' && (
        <Select
          label="Новый администратор"
          placeholder="Не выбран"
          data={options}
          value={props.newAdminId}
          onChange={props.onNewAdmin}
          comboboxProps={{ withinPortal: true }}
          error={missing(props.newAdminId)}
          required
        />
      )}
      {props.info.hasActiveApplications && <Text>{EXCLUSION_TEXTS.reassign}</Text>}
      {props.info.hasActiveApplications && (
        <Select
          label="Передать активные заявки"
          placeholder="Не выбран"
          data={options}
          value={props.targetId}
          onChange={props.onTarget}
          comboboxProps={{ withinPortal: true }}
          error={missing(props.targetId)}
          required
        />
      )}
    </Stack>
  )
}
