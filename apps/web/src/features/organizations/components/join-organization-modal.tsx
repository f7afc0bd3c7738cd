import { Alert, Anchor, Group, Stack, Text, TextInput } from '@mantine/core'
import {
  JOIN_FILE_EXTENSIONS,
  JOIN_FILE_MAX_BYTES,
  JOIN_FILES_MAX,
  organizationStatusLabels,
  type JoinOrganizationResponse,
  type OrganizationLookup,
  type OrganizationRole,
} from '@psp/contracts'
import { useState } from 'react'
import { Link } from 'react-router'
import { ApiError } from '../../../lib/api-client'
import { paths } from '../../../lib/paths'
import { AppButton } from '../../../ui/app-button'
import { AppModal } from '../../../ui/app-modal'
import { FileUploadArea } from '../../../ui/file-upload-area'
import { findOrganization } from '../api/find-organization'
import { useJoinOrganization } from '../api/join-organization'
import { innError, kppError } from '../model/join-form'
import { RoleChoice } from './role-choice'
import { ORGANIZATION_FULL_NAME_MAX, ORGANIZATION_SHORT_NAME_MAX } from '@psp/contracts/limits'
import { overLimitError } from '../../../ui/text-limit'

type Lookup = { inn: string; found: OrganizationLookup | null }

/** Joining an organization by INN (SPEC §1): find it, choose a role, attach documents, send the request. */
export function JoinOrganizationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [inn, setInn] = useState('')
  const [innMessage, setInnMessage] = useState<string | null>(null)
  const [lookup, setLookup] = useState<Lookup | null>(null)
  const [finding, setFinding] = useState(false)
  const [role, setRole] = useState<OrganizationRole>('Employee')
  const [shortName, setShortName] = useState('')
  const [fullName, setFullName] = useState('')
  const shortNameError = overLimitError(shortName.trim(), ORGANIZATION_SHORT_NAME_MAX)
  const fullNameError = overLimitError(fullName.trim(), ORGANIZATION_FULL_NAME_MAX)
  const [kpp, setKpp] = useState('')
  const [kppMessage, setKppMessage] = useState<string | null>(null)
  const [files, setFiles] = useState<File[]>([])
  const [done, setDone] = useState<JoinOrganizationResponse | null>(null)
  const join = useJoinOrganization()

  const reset = () => {
    setInn('')
    setInnMessage(null)
    setLookup(null)
    setRole('Employee')
    setShortName('')
    setFullName('')
    setKpp('')
    setKppMessage(null)
    setFiles([])
    setDone(null)
    join.reset()
    onClose()
  }
  const find = async () => {
    const message = innError(inn)
    setInnMessage(message)
    if (message) return
    setFinding(true)
    try {
      setLookup({ inn: inn.trim(), found: await findOrganization(inn.trim()) })
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OrganizationNotFound')
        setLookup({ inn: inn.trim(), found: null })
      else setInnMessage(error instanceof ApiError ? error.message : 'Попробуйте повторить позднее')
    } finally {
      setFinding(false)
    }
  }
  const send = () => {
    if (!lookup) return
    const registering = !lookup.found
    const message = registering ? kppError(kpp) : null
    setKppMessage(message)
    if (message) return
    // Names over their limits say so on the field and are not sent (never cut, SPEC §5).
    if (registering && (shortNameError || fullNameError)) return
    join.mutate(
      {
        inn: lookup.inn,
        role,
        files,
        ...(registering
          ? { shortName: shortName.trim() || undefined, fullName: fullName.trim() || undefined, kpp: kpp || undefined }
          : {}),
      },
      { onSuccess: setDone },
    )
  }
  const blocked = lookup?.found && lookup.found.status !== 'Accepted'

  return (
    <AppModal opened={opened} onClose={reset} title="Присоединиться к организации" size="lg">
      {done ? (
        <Stack>
          {done.registered ? (
            <>
              <Text>
                Организация отправлена на регистрацию. Вы станете ее администратором после подтверждения администратором
                ПСП.
              </Text>
              {done.application && (
                <Text>
                  Создана заявка{' '}
                  <Anchor component={Link} to={paths.order(done.application.id)} onClick={reset}>
                    №{done.application.number}
                  </Anchor>
                  : ход ее рассмотрения виден в разделе «Заявки».
                </Text>
              )}
            </>
          ) : (
            <Text>Запрос на присоединение отправлен администраторам организации.</Text>
          )}
          <Group justify="flex-end">
            <AppButton onClick={reset}>Готово</AppButton>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Group align="flex-start" wrap="nowrap">
            <TextInput
              label="ИНН организации (10 или 12 цифр)"
              value={inn}
              inputMode="numeric"
              maxLength={12}
              onChange={(e) => {
                setInn(e.currentTarget.value.replace(/\D/g, ''))
                setLookup(null)
                setInnMessage(null)
              }}
              onKeyDown={(e) => e.key === 'Enter' && void find()}
              error={innMessage}
              required
              style={{ flex: 1 }}
            />
            <AppButton mt={24} kind="secondary" onClick={() => void find()} loading={finding}>
              Найти
            </AppButton>
          </Group>
          {lookup?.found && (
            <Alert color={blocked ? 'yellow' : 'blue'} title={lookup.found.shortName}>
              {blocked
                ? `Организация не принимает запросы: ${organizationStatusLabels[lookup.found.status].toLowerCase()}.`
                : lookup.found.hasAdmin
                  ? 'Запрос рассмотрит администратор организации.'
                  : 'У организации пока нет администратора: запрос будет ждать его назначения.'}
            </Alert>
          )}
          {lookup && !lookup.found && (
            <Stack gap="xs">
              <Alert color="blue" title="Организация не найдена">
                Организация с этим ИНН еще не зарегистрирована на портале. Отправьте запрос на регистрацию: после
                подтверждения администратором ПСП вы станете администратором организации.
              </Alert>
              <TextInput
                label="Краткое наименование организации"
                value={shortName}
                error={shortNameError}
                onChange={(e) => setShortName(e.currentTarget.value)}
              />
              <TextInput
                label="Полное наименование организации"
                value={fullName}
                error={fullNameError}
                onChange={(e) => setFullName(e.currentTarget.value)}
              />
              {lookup.inn.length === 10 && (
                // An individual entrepreneur (a 12-digit INN) has no KPP.
                <TextInput
                  label="КПП"
                  value={kpp}
                  maxLength={9}
                  onChange={(e) => {
                    setKpp(e.currentTarget.value.toUpperCase().replace(/[^\dA-Z]/g, ''))
                    setKppMessage(null)
                  }}
                  error={kppMessage}
                />
              )}
            </Stack>
          )}
          {lookup?.found && !blocked && <RoleChoice value={role} onChange={setRole} />}
          {lookup && !blocked && (
            <FileUploadArea
              label="Документы, подтверждающие полномочия"
              hint={`PDF, JPG или PNG, до ${JOIN_FILES_MAX} файлов по 10 МБ`}
              files={files}
              onChange={setFiles}
              accept={JOIN_FILE_EXTENSIONS}
              maxFiles={JOIN_FILES_MAX}
              maxSize={JOIN_FILE_MAX_BYTES}
            />
          )}
          {join.isError && (
            <Alert color="red" role="alert">
              {join.error instanceof ApiError ? join.error.message : 'Попробуйте повторить позднее'}
            </Alert>
          )}
          <Group justify="flex-end">
            <AppButton kind="secondary" onClick={reset}>
              Отмена
            </AppButton>
            <AppButton onClick={send} disabled={!lookup || !!blocked} loading={join.isPending}>
              Отправить запрос
            </AppButton>
          </Group>
        </Stack>
      )}
    </AppModal>
  )
}
