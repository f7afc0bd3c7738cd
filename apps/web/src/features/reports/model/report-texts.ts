/** The report screen's state texts of SPEC §2 Article reports, verbatim. */
export const REPORT_TEXTS = {
  loading: 'Отчет загружается...',
  empty: 'Нет данных для отчета',
  errorTitle: 'При загрузке отчета возникла техническая ошибка',
  errorText: 'Попробуйте повторить позднее',
} as const
