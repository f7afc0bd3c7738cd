/** Russian texts of SPEC §5 and §8 that several UI-kit components share; features reuse them to stay verbatim. */
export const UI_MESSAGES = {
  loading: 'Информация загружается...',
  pageLoading: 'Страница загружается...',
  empty: 'Записей не найдено',
  errorTitle: 'При загрузке раздела возникла техническая ошибка',
  errorText: 'Попробуйте повторить позднее',
  retry: 'Повторить попытку',
  required: 'Обязательное поле',
  tooLong: 'Превышено количество символов',
  phoneFormat: 'Номер телефона указан в неверном формате',
  tooManyFiles: 'превышен допустимый лимит по количеству загружаемых файлов',
  wrongFileFormat: 'недопустимый формат файла',
  fileTooBig: 'превышен допустимый размер файла',
  dateRange: 'Поля должны содержать две даты, первая дата должна быть не больше второй',
  dateFormat: 'Дата указана в неверном формате',
  timeFormat: 'Время указано в неверном формате',
} as const
