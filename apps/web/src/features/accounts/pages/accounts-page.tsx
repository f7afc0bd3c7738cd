import { Group, MultiSelect, Select, Stack, TextInput, Title } from '@mantine/core'
import {
  accountStateLabels,
  accountStates,
  accountTypeLabels,
  accountTypes,
  platformRoleLabels,
  platformRoles,
  type UsersSearchRequest,
} from '@psp/contracts'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../../lib/paths'
import { usePageParam } from '../../../lib/use-page-param'
import { AppButton } from '../../../ui/app-button'
import { PagedQueryList } from '../../../ui/paged-query-list'
import { useSearchAccounts } from '../api/search-accounts'
import { AccountsTable } from '../components/accounts-table'
import { CreateAccountModal } from '../components/create-account-modal'
import { LIST_SEARCH_MAX } from '@psp/contracts/limits'
import { overLimitError } from '../../../ui/text-limit'
import { useDocumentTitle } from '../../../lib/use-document-title'

const PAGE_SIZES = [25, 50, 100] as const
const SORTS = {
  'fio-Asc': 'ФИО: от А до Я',
  'fio-Desc': 'ФИО: от Я до А',
  'email-Asc': 'Электронная почта',
  'createdAt-Desc': 'Сначала новые',
} as const
type SortKey = keyof typeof SORTS

export const ACCOUNTS_TEXTS = {
  loading: 'Список пользователей загружается...',
  empty: 'Пользователи не найдены',
  error: 'При загрузке списка пользователей возникла техническая ошибка',
} as const

/** A filter from the URL, keeping only values the filter knows (a hand-edited URL must not break the list). */
function listParam<T extends string>(params: URLSearchParams, name: string, known: readonly T[]): T[] {
  const values = params.get(name)?.split(',') ?? []
  return values.filter((v): v is T => (known as readonly string[]).includes(v))
}

/** SPEC §2 /accounts and /accounts/search: every account, searched, filtered, sorted and paged. */
export function AccountsPage() {
  useDocumentTitle('Пользователи')
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { page, pageSize, onPagerChange } = usePageParam({ pageSizes: PAGE_SIZES })
  const search = pathname === paths.accountsSearch ? (params.get('search') ?? '') : ''
  const [text, setText] = useState(search)
  const [creating, setCreating] = useState(false)
  const sortParam = params.get('sort') ?? ''
  const sortKey: SortKey = sortParam in SORTS ? (sortParam as SortKey) : 'fio-Asc'
  const [field, order] = sortKey.split('-') as ['fio' | 'email' | 'createdAt', 'Asc' | 'Desc']
  const role = listParam(params, 'role', platformRoles)
  const state = listParam(params, 'state', accountStates)
  const accountType = listParam(params, 'accountType', accountTypes)

  const request: UsersSearchRequest = {
    page,
    itemsPerPage: pageSize,
    search,
    filter: {
      ...(role.length ? { role } : {}),
      ...(state.length ? { state } : {}),
      ...(accountType.length ? { accountType } : {}),
    },
    sort: { field, order },
  }
  const query = useSearchAccounts(request)

  /** A changed filter or sort starts again at page 1 (SPEC §4 Pager). */
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (value) next.set(name, value)
      else next.delete(name)
      next.delete('page')
      return next
    })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Over the limit the box says so and nothing is searched (never a cut search, SPEC §5).
    if (overLimitError(text.trim(), LIST_SEARCH_MAX)) return
    const next = new URLSearchParams(params)
    next.delete('page')
    if (text.trim()) {
      next.set('search', text.trim())
      navigate(`${paths.accountsSearch}?${next}`)
    } else {
      next.delete('search')
      navigate(`${paths.accounts}${next.size ? `?${next}` : ''}`)
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Пользователи
        </Title>
        <AppButton leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          Создать пользователя
        </AppButton>
      </Group>
      <form onSubmit={submit} role="search" aria-label="Поиск пользователей">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Поиск"
            placeholder="ФИО, электронная почта или телефон"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={overLimitError(text.trim(), LIST_SEARCH_MAX)}
            style={{ flex: '1 1 280px' }}
          />
          <AppButton type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            Найти
          </AppButton>
        </Group>
      </form>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <MultiSelect
          label="Роль"
          placeholder="Все"
          w={260}
          data={platformRoles.map((v) => ({ value: v, label: platformRoleLabels[v] }))}
          value={role}
          onChange={(v) => setParam('role', v.join(','))}
        />
        <MultiSelect
          label="Состояние"
          placeholder="Все"
          w={240}
          data={accountStates.map((v) => ({ value: v, label: accountStateLabels[v] }))}
          value={state}
          onChange={(v) => setParam('state', v.join(','))}
        />
        <MultiSelect
          label="Учетная запись"
          placeholder="Все"
          w={280}
          data={accountTypes.map((v) => ({ value: v, label: accountTypeLabels[v] }))}
          value={accountType}
          onChange={(v) => setParam('accountType', v.join(','))}
        />
        <Select
          label="Сортировка"
          w={240}
          allowDeselect={false}
          data={Object.entries(SORTS).map(([value, label]) => ({ value, label }))}
          value={sortKey}
          onChange={(v) => setParam('sort', v === 'fio-Asc' ? null : v)}
        />
      </Group>
      <PagedQueryList
        query={query}
        texts={ACCOUNTS_TEXTS}
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPagerChange={onPagerChange}
      >
        {(items) => <AccountsTable items={items} />}
      </PagedQueryList>
      <CreateAccountModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  )
}
