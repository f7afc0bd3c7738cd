/** SPEC §2 Applications: the status-history popup's texts, verbatim. */
export const STATUS_HISTORY_TEXTS = {
  error: 'При загрузке истории статуса возникла техническая ошибка',
  empty: 'Истории изменений нет',
} as const
