/** SPEC §2 Alerts, verbatim. */
export const ALERTS_TEXTS = {
  errorTitle: 'При загрузке списка оповещений возникла техническая ошибка',
  errorText: 'Попробуйте повторить позднее',
  retry: 'Повторить попытку',
  empty: 'Оповещений нет',
  markAllRead: 'Отметить прочитанным',
  total: (n: number) => `Всего: ${n}`,
} as const
