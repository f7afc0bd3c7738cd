import { Group, Stack, Text } from '@mantine/core'
import type { Employee } from '@psp/contracts'
import { useState } from 'react'
import { useBlocker } from 'react-router'
import { AppButton } from '../../../ui/app-button'
import { AppModal } from '../../../ui/app-modal'
import { ErrorPanel } from '../../../ui/error-panel'
import { LoadingState } from '../../../ui/loading-state'
import { changeEmployeeRole, excludeEmployee } from '../api/employee-actions'
import { useActiveMembers } from '../api/get-active-members'
import { useExclusionInfo } from '../api/get-exclusion-info'
import { EXCLUDED } from '../model/result-texts'
import { DecisionFlow } from './decision-flow'
import { ExclusionChoice, exclusionBranch } from './exclusion-choice'

interface Props {
  orgId: string
  employee: Pick<Employee, 'id' | 'fullName'>
  /** Who takes over when nobody is picked: the acting Admin. */
  actingFullName: string
  onCancel: () => void
  onFinished: () => void
}

/**
 * Exclusion (SPEC §4): first the exclusion info and the active members, then the branch: an information block,
 * a new Admin to promote first, a reassignment target sent as adminId, or a plain confirmation. Leaving the page
 * while a target is picked asks 'Остаться' / 'Перейти'.
 */
export function ExclusionDialog({ orgId, employee, actingFullName, onCancel, onFinished }: Props) {
  const info = useExclusionInfo(orgId, employee.id, true)
  const members = useActiveMembers(orgId, true)
  const [newAdminId, setNewAdminId] = useState<string | null>(null)
  const [targetId, setTargetId] = useState<string | null>(null)
  // «Исключить» pressed with a picker still empty: the pickers say what is missing.
  const [showMissing, setShowMissing] = useState(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (!!newAdminId || !!targetId) && currentLocation.pathname !== nextLocation.pathname,
  )

  if (info.isPending || members.isPending || info.isError || members.isError) {
    return (
      <AppModal opened onClose={onCancel} title="Исключение пользователя">
        {info.isError || members.isError ? (
          <ErrorPanel onRetry={() => void Promise.all([info.refetch(), members.refetch()])} />
        ) : (
          <LoadingState />
        )}
      </AppModal>
    )
  }
  const branch = exclusionBranch(info.data)
  if (branch === 'blocked') {
    return (
      <AppModal opened onClose={onCancel} title="Исключение пользователя">
        <Stack>
          <ExclusionChoice
            info={info.data}
            members={members.data}
            excludedId={employee.id}
            fullName={employee.fullName}
            newAdminId={null}
            onNewAdmin={() => {}}
            targetId={null}
            onTarget={() => {}}
          />
          <Group justify="flex-end">
            <AppButton onClick={onCancel}>Закрыть</AppButton>
          </Group>
        </Stack>
      </AppModal>
    )
  }
  const heirName = (id: string | null) => members.data.find((m) => m.id === id)?.fullName
  const ready = (branch !== 'newAdmin' || !!newAdminId) && (!info.data.hasActiveApplications || !!targetId)
  return (
    <>
      <DecisionFlow
        opened={blocker.state !== 'blocked'}
        kind="danger"
        title="Исключение пользователя"
        confirmLabel="Исключить"
        ready={ready}
        onNotReady={() => setShowMissing(true)}
        run={async () => {
          if (branch === 'newAdmin' && newAdminId) await changeEmployeeRole(orgId, newAdminId, 'Admin')
          return excludeEmployee(orgId, employee.id, targetId)
        }}
        success={(result) => ({
          title: EXCLUDED,
          // Only when something was passed on: a user without active applications has nothing to report.
          text:
            result.reassignedCount > 0
              ? `Активные заявки пользователя переданы: ${heirName(targetId) ?? result.reassignedTo.fullName ?? actingFullName}.`
              : undefined,
        })}
        onCancel={onCancel}
        onFinished={onFinished}
      >
        <ExclusionChoice
          info={info.data}
          members={members.data}
          excludedId={employee.id}
          fullName={employee.fullName}
          newAdminId={newAdminId}
          onNewAdmin={setNewAdminId}
          targetId={targetId}
          onTarget={setTargetId}
          showMissing={showMissing}
        />
      </DecisionFlow>
      <AppModal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title="Покинуть страницу?">
        <Stack>
          <Text>Выбранный сотрудник не сохранится.</Text>
          <Group justify="flex-end">
            <AppButton kind="secondary" onClick={() => blocker.proceed?.()}>
              Перейти
            </AppButton>
            <AppButton onClick={() => blocker.reset?.()} data-autofocus>
              Остаться
            </AppButton>
          </Group>
        </Stack>
      </AppModal>
    </>
  )
}
