import type { ApplicationFilter } from '@psp/contracts'

/** SPEC §3 filter field kinds. */
export type FilterKind = 'number' | 'date' | 'phone' | 'string' | 'select'
export type ColumnKey = keyof ApplicationFilter

export interface OrdersColumn {
  /** The column accessor: the key of its filter in applicationFilter and of its sort in sortBy.title. */
  key: ColumnKey
  title: string
  kind: FilterKind
  sortable: boolean
  /** Shown only in the organization mode, where rows are of several authors. */
  organizationOnly?: boolean
}

/** The order list's columns, each with its filter kind; the phone is filtered, not sorted (as in SPEC §9's lists). */
export const ORDER_COLUMNS: OrdersColumn[] = [
  { key: 'number', title: 'Номер', kind: 'number', sortable: true },
  { key: 'subject', title: 'Тема', kind: 'string', sortable: true },
  { key: 'status', title: 'Статус', kind: 'select', sortable: true },
  { key: 'system', title: 'Система', kind: 'select', sortable: true },
  { key: 'service', title: 'Сервис', kind: 'string', sortable: true },
  { key: 'authorFio', title: 'Автор', kind: 'string', sortable: true, organizationOnly: true },
  { key: 'authorPhone', title: 'Телефон', kind: 'phone', sortable: false, organizationOnly: true },
  { key: 'createdAt', title: 'Создана', kind: 'date', sortable: true },
  { key: 'updatedAt', title: 'Изменена', kind: 'date', sortable: true },
]

export const columnsFor = (organizationMode: boolean) =>
  ORDER_COLUMNS.filter((c) => organizationMode || !c.organizationOnly)
