import { articleEventTypeLabels } from './knowledge-base'
import {
  externalUserFlagLabels,
  reportPropertyLabels,
  type ArticleStatRow,
  type BySystemAndTagRow,
  type BySystemRow,
  type ByTagRow,
  type ByUserRow,
  type FixedReportRow,
  type FixedReportType,
  type ReportProperty,
  type ReportPropertyTitle,
} from './reports'
import { organizationRoleLabels } from './roles'

/*
 * The columns of the article reports (SPEC §2 Article reports, §3 Property), written once as data: the screen's
 * tables and the XLSX file both read them, so a header or a cell cannot say one thing on screen and another in the
 * file.
 */

/** A moment (an ISO date-time): each side writes it its own way, the screen as text, the sheet as a date cell. */
export interface ReportMoment {
  moment: string
}
export type ReportCell = string | number | ReportMoment

export interface ReportColumn<R> {
  header: string
  /** What exactly the column counts, shown under its header on the screen, where it is not self-evident. */
  description?: string
  cell: (row: R) => ReportCell
}

const yesNo = (v: boolean) => (v ? 'Да' : 'Нет')
/** An empty value reads as a dash, not a blank cell. */
const dash = (v: string | null) => v || '—'
const list = (v: string[]) => dash(v.join(', '))

const systemService = { header: 'Система/сервис', cell: (r: { systemService: string }) => r.systemService }
const articleTitle = { header: 'Статья', cell: (r: { articleTitle: string }) => r.articleTitle }
const views = { header: 'Просмотры', cell: (r: { viewsCount: number }) => r.viewsCount }
const clicks = { header: 'Количество переходов', cell: (r: { viewsCount: number }) => r.viewsCount }
const created = {
  header: 'Создано заявок',
  cell: (r: { applicationsCreateCount: number }) => r.applicationsCreateCount,
}

/**
 * «Полезность» (ADR 0033): the share of «Да» among the readers' answers on the article given or changed in the period
 * (each reader's last answer on each version), with both counts; a dash without answers. Every report whose rows name
 * an article shows it; in the by-user report it is the article's, not the row's reader's.
 */
export const helpfulnessCell = (r: { helpfulYes: number; helpfulNo: number }) => {
  const answers = r.helpfulYes + r.helpfulNo
  if (answers === 0) return '—'
  return `${Math.round((100 * r.helpfulYes) / answers)}% (Да: ${r.helpfulYes}, Нет: ${r.helpfulNo})`
}
const helpfulness = {
  header: 'Полезность',
  description:
    'Доля ответов «Да» на вопрос «Была ли статья полезна?» за период (последний ответ читателя на каждую версию ' +
    'статьи), в скобках — число ответов «Да» и «Нет»; прочерк — ответов нет',
  cell: helpfulnessCell,
}

/** The columns of each fixed report. */
export const fixedReportColumns: {
  ClicksOnArticleBySystemAndTagsReport: Array<ReportColumn<BySystemAndTagRow>>
  ClicksOnArticleBySystemReport: Array<ReportColumn<BySystemRow>>
  ClicksOnArticleByUserReport: Array<ReportColumn<ByUserRow>>
  ClicksOnTagReport: Array<ReportColumn<ByTagRow>>
} = {
  ClicksOnArticleBySystemAndTagsReport: [
    systemService,
    articleTitle,
    { header: 'Теги статьи', cell: (r) => list(r.tags) },
    { header: 'Выбранный тег', cell: (r) => r.tag },
    clicks,
    helpfulness,
  ],
  ClicksOnArticleBySystemReport: [
    systemService,
    articleTitle,
    { header: 'Техподдержка/пользователи', cell: (r) => (r.isTech ? 'Техподдержка' : 'Пользователи') },
    views,
    created,
    helpfulness,
  ],
  ClicksOnArticleByUserReport: [
    { header: 'Пользователь', cell: (r) => r.userName },
    { header: 'Система входа', cell: (r) => r.userSystem },
    systemService,
    articleTitle,
    views,
    created,
    helpfulness,
  ],
  ClicksOnTagReport: [{ header: 'Тег в информационной системе', cell: (r) => r.titleTag }, clicks],
}

/** A stat-row property as a cell, with Russian labels for the coded values. */
const propertyCells: Record<ReportPropertyTitle, (r: ArticleStatRow) => ReportCell> = {
  userFio: (r) => r.userFio,
  organizationName: (r) => dash(r.organizationName),
  organizationUserRole: (r) => (r.organizationUserRole ? organizationRoleLabels[r.organizationUserRole] : '—'),
  loginSystem: (r) => r.loginSystem,
  articleTitle: (r) => r.articleTitle,
  isApplicationCreate: (r) => yesNo(r.isApplicationCreate),
  externalUserFlag: (r) => externalUserFlagLabels[r.externalUserFlag],
  isTechSupportEmployee: (r) => yesNo(r.isTechSupportEmployee),
  tags: (r) => list(r.tags),
  tagFromArticle: (r) => dash(r.tagFromArticle),
  tagsFromAisEcpe: (r) => dash(r.tagsFromAisEcpe),
  eventDateTime: (r) => ({ moment: r.eventDateTime }),
  eventType: (r) => articleEventTypeLabels[r.eventType],
}

/** A user view's columns: its enabled properties in their order. */
export const propertyColumns = (properties: readonly ReportProperty[]): Array<ReportColumn<ArticleStatRow>> =>
  [...properties]
    .filter((p) => p.enabled)
    .sort((a, b) => a.order - b.order)
    .map((p) => ({ header: reportPropertyLabels[p.title], cell: propertyCells[p.title] }))

/** The columns of a report: a fixed report's own, or a user view's properties. */
export const reportColumns = (
  fixedType: FixedReportType | null,
  properties: readonly ReportProperty[],
): Array<ReportColumn<FixedReportRow & ArticleStatRow>> =>
  fixedType
    ? (fixedReportColumns[fixedType] as Array<ReportColumn<FixedReportRow & ArticleStatRow>>)
    : propertyColumns(properties)
