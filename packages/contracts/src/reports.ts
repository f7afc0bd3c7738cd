import { z } from 'zod'
import { calendarDaySchema } from './common'
import { articleEventTypeSchema } from './knowledge-base'
import { REPORT_PAGE_SIZES } from './limits'

/*
 * Article-analytics reports of SPEC §2 Article reports, §3 and §7 (base /api).
 * Dates of the period are calendar days 'YYYY-MM-DD' in Moscow time, both ends inclusive.
 */

export const fixedReportTypes = [
  'ClicksOnArticleBySystemReport',
  'ClicksOnArticleByUserReport',
  'ClicksOnArticleBySystemAndTagsReport',
  'ClicksOnTagReport',
] as const
export const fixedReportTypeSchema = z.enum(fixedReportTypes)
export type FixedReportType = z.infer<typeof fixedReportTypeSchema>

/** The names the selector shows for the four fixed reports; a saved view may not take one of them (SPEC §5). */
export const fixedReportNames: Record<FixedReportType, string> = {
  ClicksOnArticleBySystemReport: 'Переходы к статьям по системам',
  ClicksOnArticleByUserReport: 'Переходы к статьям по пользователям',
  ClicksOnArticleBySystemAndTagsReport: 'Переходы к статьям по системам и тегам',
  ClicksOnTagReport: 'Переходы по тегам',
}

/** The built-in view shown when the user has no default (SPEC §4 Report screen). */
export const BUILT_IN_FIXED_REPORT: FixedReportType = 'ClicksOnArticleBySystemReport'
/** How many views one user may save; beyond it the screen shows the 'Внимание' warning. */
export const REPORT_PATTERNS_MAX = 20
export const REPORT_NAME_MAX = 100
export const REPORT_DEFAULT_PAGE_SIZE = REPORT_PAGE_SIZES[0]
/** When `from` is missing, the period starts this many days before `to` (SPEC §5 default start date). */
export const REPORT_DEFAULT_PERIOD_DAYS = 30
/** Rows one XLSX export holds at most (the sheet's own limit is 1,048,576). */
export const REPORT_XLSX_ROWS_MAX = 1_000_000

const day = calendarDaySchema
const optionalDay = z.preprocess((v) => (v === '' ? undefined : v), day.nullish())

/** SPEC §3 Date filter {from, to}; either may be missing (defaults of SPEC §5). */
export const dateFilterSchema = z.object({ from: optionalDay, to: optionalDay })
export type DateFilter = z.infer<typeof dateFilterSchema>

const pageFields = {
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(REPORT_DEFAULT_PAGE_SIZE),
  page: z.coerce.number().int().positive().default(1),
}

/** Body of the four fixed-report calls {itemsPerPage, page, filterByDate}. */
export const fixedReportRequestSchema = z.object({
  ...pageFields,
  filterByDate: dateFilterSchema.optional(),
})
export type FixedReportRequest = z.input<typeof fixedReportRequestSchema>

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), pagesCount: z.number().int(), total: z.number().int() })

/** By system and tag: system/service, article title, original article tags, tag chosen on click, click count. */
export const bySystemAndTagRowSchema = z.object({
  systemService: z.string(),
  articleTitle: z.string(),
  tags: z.array(z.string()),
  tag: z.string(),
  viewsCount: z.number().int(),
  /** Readers' «Да» and «Нет» on the article in the period (ADR 0033), as in the by-system report. */
  helpfulYes: z.number().int(),
  helpfulNo: z.number().int(),
})
/** By system: system/service, article title, tech support or users, views, applications created. */
export const bySystemRowSchema = z.object({
  systemService: z.string(),
  articleTitle: z.string(),
  isTech: z.boolean(),
  viewsCount: z.number().int(),
  applicationsCreateCount: z.number().int(),
  /** Readers' «Да» and «Нет» on the article in the period (ADR 0033): `helpfulnessColumn` in report-columns.ts. */
  helpfulYes: z.number().int(),
  helpfulNo: z.number().int(),
})
/** By user: user, the system the user came from, system/service, article title, views, applications created. */
export const byUserRowSchema = z.object({
  userName: z.string(),
  userSystem: z.string(),
  systemService: z.string(),
  articleTitle: z.string(),
  viewsCount: z.number().int(),
  applicationsCreateCount: z.number().int(),
  /** Readers' «Да» and «Нет» on the article in the period (ADR 0033), as in the by-system report. */
  helpfulYes: z.number().int(),
  helpfulNo: z.number().int(),
})
/** By tag: the tag title in the information system, click count. */
export const byTagRowSchema = z.object({ titleTag: z.string(), viewsCount: z.number().int() })

export const bySystemAndTagResponseSchema = paged(bySystemAndTagRowSchema)
export const bySystemResponseSchema = paged(bySystemRowSchema)
export const byUserResponseSchema = paged(byUserRowSchema)
export const byTagResponseSchema = paged(byTagRowSchema)
export type BySystemAndTagRow = z.infer<typeof bySystemAndTagRowSchema>
export type BySystemRow = z.infer<typeof bySystemRowSchema>
export type ByUserRow = z.infer<typeof byUserRowSchema>
export type ByTagRow = z.infer<typeof byTagRowSchema>
export type FixedReportRow = BySystemAndTagRow | BySystemRow | ByUserRow | ByTagRow
export interface FixedReportResponse {
  items: FixedReportRow[]
  pagesCount: number
  total: number
}

/** The 13 properties of SPEC §3 in their default order. */
export const reportPropertyTitles = [
  'userFio',
  'organizationName',
  'organizationUserRole',
  'loginSystem',
  'articleTitle',
  'isApplicationCreate',
  'externalUserFlag',
  'isTechSupportEmployee',
  'tags',
  'tagFromArticle',
  'tagsFromAisEcpe',
  'eventDateTime',
  'eventType',
] as const
export const reportPropertyTitleSchema = z.enum(reportPropertyTitles)
export type ReportPropertyTitle = z.infer<typeof reportPropertyTitleSchema>

/** Column headers of the properties (the screen and the XLSX file). */
export const reportPropertyLabels: Record<ReportPropertyTitle, string> = {
  userFio: 'ФИО пользователя',
  organizationName: 'Организация',
  organizationUserRole: 'Роль в организации',
  loginSystem: 'Система входа',
  articleTitle: 'Статья',
  isApplicationCreate: 'Создана заявка',
  externalUserFlag: 'Внешний/внутренний пользователь',
  isTechSupportEmployee: 'Сотрудник техподдержки',
  tags: 'Теги статьи',
  tagFromArticle: 'Тег статьи',
  tagsFromAisEcpe: 'Тег из внешней системы',
  eventDateTime: 'Дата и время события',
  eventType: 'Тип события',
}

/** SPEC §3 Property: title, enabled, order. */
export const reportPropertySchema = z.object({
  title: reportPropertyTitleSchema,
  enabled: z.boolean(),
  order: z.number().int().min(0).max(100),
})
export type ReportProperty = z.infer<typeof reportPropertySchema>

const propertiesSchema = z
  .array(reportPropertySchema)
  .length(reportPropertyTitles.length)
  .refine((list) => new Set(list.map((p) => p.title)).size === list.length, 'Свойства отчета повторяются')

const fixedNames = new Set(Object.values(fixedReportNames).map((n) => n.toLowerCase()))
/** SPEC §5: a report name must not equal a fixed report name. */
export const REPORT_NAME_FIXED_MESSAGE = 'Название совпадает с названием встроенного отчета'
export const reportNameSchema = z
  .string()
  .trim()
  .min(1, 'Обязательное поле')
  .max(REPORT_NAME_MAX, 'Превышено количество символов')
  .refine((name) => !fixedNames.has(name.toLowerCase()), REPORT_NAME_FIXED_MESSAGE)

/** SPEC §3 Report view as the server answers it: id is a number in server calls; fixedType null for user views. */
export const reportPatternSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  properties: z.array(reportPropertySchema),
  chosenAsDefault: z.boolean(),
  sortByEventTimeDesc: z.boolean(),
  fixedType: fixedReportTypeSchema.nullable(),
})
export type ReportPattern = z.infer<typeof reportPatternSchema>

/** What a user saves: a view without id and fixedType. */
export const reportPatternInputSchema = z.object({
  name: reportNameSchema,
  properties: propertiesSchema,
  chosenAsDefault: z.boolean().default(false),
  sortByEventTimeDesc: z.boolean().default(true),
})
export type ReportPatternInput = z.input<typeof reportPatternInputSchema>

export const defaultFixedReportSchema = z.union([fixedReportTypeSchema, z.literal('None')])
export type DefaultFixedReport = z.infer<typeof defaultFixedReportSchema>

/** GET /articles/report/patterns: the user's saved views and which fixed report is the default ('None' if a view is). */
export const reportPatternsResponseSchema = z.object({
  patterns: z.array(reportPatternSchema),
  defaultFixedReport: defaultFixedReportSchema,
})
export type ReportPatternsResponse = z.infer<typeof reportPatternsResponseSchema>
/** POST /articles/report/patterns: creates a view; the answer adds createdPatternId. */
export const reportPatternCreatedResponseSchema = reportPatternsResponseSchema.extend({
  createdPatternId: z.number().int(),
})
export type ReportPatternCreatedResponse = z.infer<typeof reportPatternCreatedResponseSchema>
/** Path of PUT /articles/report/patterns/{id} (save over the current view). */
export const reportPatternParamsSchema = z.object({ id: z.coerce.number().int().positive() })
/**
 * PUT /articles/report/patterns: the manage modal's Save, carrying the complete set (SPEC §4 Manage views). Views
 * missing from it are deleted; at most one is the default, and then defaultFixedReport is 'None'.
 */
export const reportPatternsReplaceSchema = z.object({
  patterns: z.array(reportPatternInputSchema.extend({ id: z.number().int().positive() })).max(REPORT_PATTERNS_MAX),
  defaultFixedReport: defaultFixedReportSchema,
})
export type ReportPatternsReplace = z.input<typeof reportPatternsReplaceSchema>

/** SPEC §3 Article stat row: one event of the configurable report. */
export const articleStatRowSchema = z.object({
  id: z.number().int(),
  userFio: z.string(),
  organizationName: z.string().nullable(),
  organizationUserRole: z.enum(['Admin', 'Employee']).nullable(),
  loginSystem: z.string(),
  articleTitle: z.string(),
  isApplicationCreate: z.boolean(),
  externalUserFlag: z.enum(['External', 'Internal']),
  isTechSupportEmployee: z.boolean(),
  tags: z.array(z.string()),
  tagFromArticle: z.string().nullable(),
  tagsFromAisEcpe: z.string().nullable(),
  eventDateTime: z.string(),
  eventType: articleEventTypeSchema,
  /** The article changed after the event (the reader has not seen that version). */
  unseenUpdate: z.boolean(),
})
export type ArticleStatRow = z.infer<typeof articleStatRowSchema>

/** POST /articles/report: the configurable report's detail rows (events of the period, by event time). */
export const articleStatRequestSchema = z.object({
  ...pageFields,
  filterByDate: dateFilterSchema.optional(),
  sortByEventTimeDesc: z.boolean().default(true),
})
export type ArticleStatRequest = z.input<typeof articleStatRequestSchema>
export const articleStatResponseSchema = paged(articleStatRowSchema)
export type ArticleStatResponse = z.infer<typeof articleStatResponseSchema>

/** Query of POST /articles/report/xlsx?fixedReport={type or None}. */
export const reportXlsxQuerySchema = z.object({ fixedReport: defaultFixedReportSchema })
/** Body of POST /articles/report/xlsx {page, itemsPerPage, pattern{view fields with numeric id, filterByDate}}. */
export const reportXlsxRequestSchema = z.object({
  ...pageFields,
  pattern: z.object({
    id: z.number().int().nullable(),
    name: z.string().max(REPORT_NAME_MAX),
    properties: propertiesSchema,
    chosenAsDefault: z.boolean().default(false),
    sortByEventTimeDesc: z.boolean().default(true),
    fixedType: fixedReportTypeSchema.nullable(),
    filterByDate: dateFilterSchema.optional(),
  }),
})
export type ReportXlsxRequest = z.input<typeof reportXlsxRequestSchema>

/** Labels of the organization role and the flags in the configurable report and its file. */
export const externalUserFlagLabels = { External: 'Внешний', Internal: 'Внутренний' } as const

/** «Пробелы базы знаний»: searches grouped by their normalized words, with how the knowledge base failed them. */
export const knowledgeGapRowSchema = z.object({
  query: z.string(),
  searchesCount: z.number().int(),
  /** Searches that found nothing. */
  noResultsCount: z.number().int(),
  /** Searches that found articles, none of which the user opened within the hour. */
  notOpenedCount: z.number().int(),
  /** Searches the same user followed within the hour by creating an application. */
  followedByApplicationCount: z.number().int(),
  lastSearchedAt: z.string(),
})
export type KnowledgeGapRow = z.infer<typeof knowledgeGapRowSchema>
/** POST /articles/report/knowledge-gaps {itemsPerPage, page, filterByDate}. */
export const knowledgeGapsRequestSchema = fixedReportRequestSchema
export const knowledgeGapsResponseSchema = paged(knowledgeGapRowSchema)
export type KnowledgeGapsResponse = z.infer<typeof knowledgeGapsResponseSchema>
/** POST /articles/report/knowledge-gaps/xlsx {filterByDate}: every row of the period as a file. */
export const knowledgeGapsXlsxRequestSchema = z.object({ filterByDate: dateFilterSchema.optional() })
export const knowledgeGapLabels: Record<Exclude<keyof KnowledgeGapRow, never>, string> = {
  query: 'Запрос',
  searchesCount: 'Поисков',
  noResultsCount: 'Ничего не найдено',
  notOpenedCount: 'Результаты не открыты',
  followedByApplicationCount: 'Затем создана заявка',
  lastSearchedAt: 'Последний поиск',
}
/** What each column of «Пробелы базы знаний» counts, shown under its title (and in nothing else). */
export const knowledgeGapDescriptions: Record<keyof KnowledgeGapRow, string> = {
  query: 'Слова запроса; разные формы одного слова считаются одним запросом',
  searchesCount: 'Сколько раз искали за период (повторные страницы результатов не считаются)',
  noResultsCount: 'Поиски, которые ничего не нашли',
  notOpenedCount:
    'Поиски с результатами, после которых пользователь в течение часа не открыл ни одну из найденных статей',
  followedByApplicationCount:
    'Поиски, после которых тот же пользователь в течение часа создал заявку (из статьи или на странице создания ' +
    'заявки), не выполнив до этого другой поиск',
  lastSearchedAt: 'Время последнего поиска по этому запросу',
}

/**
 * «Пробелы базы знаний», articles readers found unhelpful (ADR 0033): per article, the «Нет» answers given or changed in
 * the period (one per reader and version), the «Да» ones beside them, and the latest reasons.
 */
export const unhelpfulArticleRowSchema = z.object({
  articleUuid: z.string(),
  articleTitle: z.string(),
  systemService: z.string(),
  noCount: z.number().int(),
  yesCount: z.number().int(),
  latestReasons: z.array(z.string()),
  lastAnsweredAt: z.string(),
})
export type UnhelpfulArticleRow = z.infer<typeof unhelpfulArticleRowSchema>
/** POST /articles/report/knowledge-gaps/unhelpful-articles {itemsPerPage, page, filterByDate}. */
export const unhelpfulArticlesResponseSchema = paged(unhelpfulArticleRowSchema)
export type UnhelpfulArticlesResponse = z.infer<typeof unhelpfulArticlesResponseSchema>
export const unhelpfulArticleLabels: Record<Exclude<keyof UnhelpfulArticleRow, 'articleUuid'>, string> = {
  articleTitle: 'Статья',
  systemService: 'Система/сервис',
  noCount: 'Ответов «Нет»',
  yesCount: 'Ответов «Да»',
  latestReasons: 'Последние причины',
  lastAnsweredAt: 'Последний ответ',
}
export const unhelpfulArticleDescriptions: Record<keyof typeof unhelpfulArticleLabels, string> = {
  articleTitle: 'Статья, как она называется сейчас',
  systemService: 'Где статья находится сейчас',
  noCount:
    'Читатели, ответившие «Нет» на вопрос «Была ли статья полезна?» за период: один ответ читателя на каждую версию ' +
    'статьи, последний',
  yesCount: 'Читатели, ответившие «Да» за тот же период, для сравнения',
  latestReasons: 'Что читателям не хватило, последние причины (без имен)',
  lastAnsweredAt: 'Время последнего ответа «Нет»',
}
