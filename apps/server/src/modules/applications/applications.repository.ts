import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  ne,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm'
import type { ApplicationFilter, ApplicationListRequest, StatusGroup } from '@psp/contracts'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import { fullNameOrNullSql, fullNameSql } from '../../db/full-name'
import {
  applicationComments,
  applicationFiles,
  applications,
  applicationStatusHistory,
  files,
  organizations,
  users,
} from '../../db/schema/index'
import { STATUS_LABEL_RANK_BRANCHES } from './status-label-order.sql'

export type ApplicationRow = typeof applications.$inferSelect
export type { DbExecutor as Executor } from '../../db/executor'
import type { DbExecutor as Executor } from '../../db/executor'

const fioSql = fullNameSql(users)

const assignees = alias(users, 'assignees')
const assigneeFioSql = fullNameOrNullSql(assignees)

const summaryColumns = {
  id: applications.id,
  number: applications.number,
  subject: applications.subject,
  status: applications.status,
  systemId: applications.systemId,
  systemName: applications.systemName,
  serviceId: applications.serviceId,
  serviceName: applications.serviceName,
  applicationType: applications.applicationTypeTitle,
  authorFio: fioSql,
  authorPhone: users.phone,
  organizationName: organizations.shortName,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  unread: applications.unreadByUser,
  archivedAt: applications.archivedAt,
  assigneeFio: assigneeFioSql,
}
/** What a list asks for: its filters and sort, and the zone whose calendar days its date filters name. */
export type ListRequest = Pick<ApplicationListRequest, 'applicationFilter' | 'sortBy'> & { timeZone: string }

/** Whose applications a list shows: one user's own, or every application of an organization. */
export type ListScope = { userId: string; organizationId?: string } | { organizationId: string }

const scopeCondition = (scope: ListScope) =>
  and(
    'userId' in scope ? eq(applications.userId, scope.userId) : undefined,
    scope.organizationId ? eq(applications.organizationId, scope.organizationId) : undefined,
  )

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const textFilter = (column: SQL | typeof applications.subject, f: { text: string; contains: boolean }) =>
  f.contains ? ilike(column, likePattern(f.text)) : sql`${column} not ilike ${likePattern(f.text)}`
/** Where a calendar day of the portal's zone (PORTAL_TIME_ZONE) begins, as the web and the reports count days. */
const dayStart = (date: string, timeZone: string) => sql`(${date}::date)::timestamp at time zone ${timeZone}`
const nextDay = (date: string, timeZone: string) => sql`(${date}::date + 1)::timestamp at time zone ${timeZone}`

function filterConditions(filter: ApplicationFilter, timeZone: string): SQL[] {
  const where: (SQL | undefined)[] = []
  if (filter.number) where.push(eq(applications.number, filter.number))
  if (filter.subject?.text) where.push(textFilter(applications.subject, filter.subject))
  if (filter.status) where.push(eq(applications.status, filter.status))
  if (filter.system) where.push(eq(applications.systemName, filter.system))
  if (filter.service?.text) where.push(textFilter(sql`${applications.serviceName}`, filter.service))
  if (filter.authorFio?.text) where.push(textFilter(fioSql, filter.authorFio))
  if (filter.authorPhone) {
    const digits = filter.authorPhone.replace(/\D/g, '')
    if (digits)
      where.push(sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') like ${likePattern(digits)}`)
  }
  for (const [key, column] of [
    ['createdAt', applications.createdAt],
    ['updatedAt', applications.updatedAt],
  ] as const) {
    const range = filter[key]
    if (range?.from) where.push(gte(column, dayStart(range.from, timeZone)))
    if (range?.to) where.push(lt(column, nextDay(range.to, timeZone)))
  }
  return where.filter((c): c is SQL => c !== undefined)
}

const groupCondition = (group: StatusGroup) =>
  group === 'Archive'
    ? isNotNull(applications.archivedAt)
    : group === 'Actual'
      ? and(isNull(applications.archivedAt), ne(applications.status, 'closed'))
      : undefined

/** The status's place among the labels users read (status-label-order.sql.ts), for sorting by «Статус». */
const statusLabelRankSql = sql`case ${applications.status} ${sql.raw(STATUS_LABEL_RANK_BRANCHES)} end`

const sortColumns = {
  number: applications.number,
  subject: applications.subject,
  status: statusLabelRankSql,
  system: applications.systemName,
  service: applications.serviceName,
  authorFio: fioSql,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
}

export type ApplicationSummaryRow = Awaited<ReturnType<typeof listApplications>>['rows'][number]

function orderOf(request: Pick<ApplicationListRequest, 'sortBy'>, unindexed = false) {
  const sort = request.sortBy && request.sortBy.sortOrder !== 'Reset' ? request.sortBy : null
  // The number breaks ties in the sort's direction, so one index serves a sort both ways (scanned backwards).
  const direction = sort?.sortOrder === 'Asc' ? asc : desc
  // coalesce(x) sorts as x does, but no index matches it: the rows are found first and sorted after (pageOf).
  const column = (c: SQL | SQLWrapper) => (unindexed ? sql`coalesce(${c})` : c)
  return sort
    ? [direction(column(sortColumns[sort.title])), direction(applications.number)]
    : [desc(column(applications.updatedAt)), desc(applications.number)]
}

/** A page's rows are chosen among at most this many matches found by a date range before being sorted (pageOf). */
const RANGE_FIRST_LIMIT = 20_000

/** The filter's date ranges. */
const dateRanges = (filter: ApplicationFilter) =>
  (['createdAt', 'updatedAt'] as const).filter((key) => filter[key]?.from || filter[key]?.to)

/** The sorts whose keys the date indexes hold beside both dates. */
const IN_DATE_INDEXES = new Set(['createdAt', 'updatedAt', 'number', 'status'])

/**
 * Whether a page is best chosen among the matches of a date range of its filter: when the list is sorted by
 * another key of an index, PostgreSQL walks that index and, the dates and numbers being correlated, may pass tens of
 * thousands of rows outside the range before it has a page (March sorted by the last change passes everything changed
 * since). The range's own index finds the matches with their sort key from the index alone (both dates are in both
 * indexes, migration application_list_dates), and sorting a few thousand costs far less. A wide range would sort too
 * many: this needs the list's total.
 */
function rangeFirst(request: Pick<ApplicationListRequest, 'sortBy' | 'applicationFilter'>, total: number) {
  const filter = request.applicationFilter ?? {}
  const sort = request.sortBy && request.sortBy.sortOrder !== 'Reset' ? request.sortBy.title : 'updatedAt'
  return (
    total <= RANGE_FIRST_LIMIT &&
    IN_DATE_INDEXES.has(sort) &&
    !filter.authorFio?.text &&
    !filter.authorPhone &&
    dateRanges(filter).some((key) => key !== sort)
  )
}

/** Counts a list, or has `keepTotal` give a total it keeps (list-totals.ts). */
export type TotalKeeper = (count: () => Promise<number>) => Promise<number>

/** One page of applications with its total, filtered and sorted as the table view state says. */
async function pageOf(
  db: Database,
  where: SQL | undefined,
  request: Pick<ApplicationListRequest, 'sortBy' | 'applicationFilter'>,
  page: { limit: number; offset: number },
  keepTotal?: TotalKeeper,
) {
  // Every application has its author: the total needs the users only when a filter reads them, and without them
  // PostgreSQL counts from an index alone. A total that depends on the authors' names is not kept (a rename changes
  // it without touching an application).
  const filter = request.applicationFilter ?? {}
  const byAuthor = Boolean(filter.authorFio?.text || filter.authorPhone)
  const counted = db.select({ total: count() }).from(applications)
  const countAll = async () =>
    (await (byAuthor ? counted.innerJoin(users, eq(users.id, applications.userId)) : counted).where(where))[0].total
  const totalOf = () => (keepTotal && !byAuthor ? keepTotal(countAll) : countAll())
  const select = () =>
    db
      .select(summaryColumns)
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .leftJoin(organizations, eq(organizations.id, applications.organizationId))
      .leftJoin(assignees, eq(assignees.id, applications.assigneeId))
  const walked = () =>
    select()
      .where(where)
      .orderBy(...orderOf(request))
      .limit(page.limit)
      .offset(page.offset)
  if (!dateRanges(filter).length) {
    const [rows, total] = await Promise.all([walked(), totalOf()])
    return { rows, total }
  }
  const total = await totalOf()
  if (!rangeFirst(request, total)) return { rows: await walked(), total }
  const chosen = db
    .select({ number: applications.number })
    .from(applications)
    .where(where)
    .orderBy(...orderOf(request, true))
    .limit(page.limit)
    .offset(page.offset)
    .as('chosen')
  const rows = await select()
    .innerJoin(chosen, eq(chosen.number, applications.number))
    .orderBy(...orderOf(request))
  return { rows, total }
}

/** One page of a list with its total, filtered and sorted as the table view state says. */
export async function listApplications(
  db: Database,
  scope: ListScope,
  group: StatusGroup,
  request: ListRequest,
  page: { limit: number; offset: number },
  keepTotal?: TotalKeeper,
) {
  const where = and(
    scopeCondition(scope),
    groupCondition(group),
    ...filterConditions(request.applicationFilter ?? {}, request.timeZone),
  )
  return pageOf(db, where, request, page, keepTotal)
}

/**
 * The statement of a whole list (every page, in the list's order), for the export to read through a cursor: the same
 * scope, group, filters and sort as `listApplications`, so the file holds exactly what the list shows.
 */
export function wholeListQuery(db: Database, scope: ListScope, group: StatusGroup, request: ListRequest) {
  const where = and(
    scopeCondition(scope),
    groupCondition(group),
    ...filterConditions(request.applicationFilter ?? {}, request.timeZone),
  )
  const query = db
    .select(exportColumns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(organizations, eq(organizations.id, applications.organizationId))
    .where(where)
    .orderBy(...orderOf(request))
  return query.toSQL()
}

/**
 * What a spreadsheet of a list holds (the list's columns, without the list's own marks), in the order of the
 * export's rows (application-export.repository.ts reads them by position).
 */
const exportColumns = {
  number: applications.number,
  subject: applications.subject,
  status: applications.status,
  systemName: applications.systemName,
  serviceName: applications.serviceName,
  applicationType: applications.applicationTypeTitle,
  authorFio: fioSql,
  authorPhone: users.phone,
  organizationName: organizations.shortName,
  // Milliseconds since the epoch: parsing PostgreSQL's timestamp text into a Date cost more than writing the cell.
  createdAt: sql<number>`(extract(epoch from ${applications.createdAt}) * 1000)::float8`,
  updatedAt: sql<number>`(extract(epoch from ${applications.updatedAt}) * 1000)::float8`,
}

/** The operators' queue: every open application, or those of one assignee (null: nobody took it yet). */
export async function listQueue(
  db: Database,
  scope: { assigneeId?: string | null },
  request: ListRequest,
  page: { limit: number; offset: number },
) {
  const where = and(
    groupCondition('Actual'),
    scope.assigneeId === undefined
      ? undefined
      : scope.assigneeId === null
        ? isNull(applications.assigneeId)
        : eq(applications.assigneeId, scope.assigneeId),
    ...filterConditions(request.applicationFilter ?? {}, request.timeZone),
  )
  return pageOf(db, where, request, page)
}

export async function findApplication(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      userId: applications.userId,
      authorEmail: users.email,
      organizationId: applications.organizationId,
      text: applications.text,
      warranty: applications.warranty,
      impact: applications.impact,
      mark: applications.mark,
      assigneeId: applications.assigneeId,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(organizations, eq(organizations.id, applications.organizationId))
    .leftJoin(assignees, eq(assignees.id, applications.assigneeId))
    .where(eq(applications.id, id))
  return row ?? null
}

export async function insertApplication(db: Executor, row: typeof applications.$inferInsert) {
  const [created] = await db.insert(applications).values(row).returning({ id: applications.id })
  return created.id
}

/** Marks the application read when `userId` filed it and it was unread; returns the row it changed, if any. */
export function markReadByAuthor(db: Executor, id: string, userId: string) {
  return db
    .update(applications)
    .set({ unreadByUser: false })
    .where(and(eq(applications.id, id), eq(applications.userId, userId), eq(applications.unreadByUser, true)))
    .returning({ id: applications.id })
}

export async function updateApplication(db: Executor, id: string, changes: Partial<typeof applications.$inferInsert>) {
  await db.update(applications).set(changes).where(eq(applications.id, id))
}

export async function insertStatusChange(
  db: Executor,
  row: { applicationId: string; newState: string; userId: string | null; userFio: string; comment?: string; at: Date },
) {
  await db.insert(applicationStatusHistory).values({
    applicationId: row.applicationId,
    newState: row.newState,
    userId: row.userId,
    userFio: row.userFio,
    comment: row.comment ?? null,
    eventDate: row.at,
  })
}

export async function findStatusHistory(db: Database, applicationId: string) {
  return db
    .select({
      id: applicationStatusHistory.id,
      newState: applicationStatusHistory.newState,
      userFio: applicationStatusHistory.userFio,
      eventDate: applicationStatusHistory.eventDate,
    })
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, applicationId))
    .orderBy(asc(applicationStatusHistory.id))
}

export async function insertComment(
  db: Executor,
  row: {
    applicationId: string
    authorId: string | null
    authorFio: string
    fromServiceDesk: boolean
    text: string
    at: Date
  },
) {
  const [created] = await db
    .insert(applicationComments)
    .values({ ...row, createdAt: row.at })
    .returning({ id: applicationComments.id })
  return created.id
}

export async function attachFiles(db: Executor, applicationId: string, fileIds: string[], commentId: string | null) {
  if (fileIds.length === 0) return
  await db.insert(applicationFiles).values(fileIds.map((fileId) => ({ applicationId, fileId, commentId })))
}

export async function findComments(db: Database, applicationId: string) {
  return db
    .select({
      id: applicationComments.id,
      text: applicationComments.text,
      authorFio: applicationComments.authorFio,
      fromServiceDesk: applicationComments.fromServiceDesk,
      createdAt: applicationComments.createdAt,
    })
    .from(applicationComments)
    .where(eq(applicationComments.applicationId, applicationId))
    .orderBy(asc(applicationComments.createdAt), asc(applicationComments.id))
}

export async function findApplicationFiles(db: Database, applicationId: string) {
  return db
    .select({ uuid: files.id, name: files.name, size: files.size, commentId: applicationFiles.commentId })
    .from(applicationFiles)
    .innerJoin(files, eq(files.id, applicationFiles.fileId))
    .where(eq(applicationFiles.applicationId, applicationId))
    .orderBy(asc(applicationFiles.createdAt), asc(files.name))
}

/** The applications a file belongs to, for the file-access rule. */
export async function findApplicationOfFile(db: Database, fileId: string) {
  const [row] = await db
    .select({ userId: applications.userId, organizationId: applications.organizationId })
    .from(applicationFiles)
    .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
    .where(eq(applicationFiles.fileId, fileId))
    .limit(1)
  return row ?? null
}

export async function markAllRead(db: Database, scope: ListScope, group: StatusGroup) {
  await db
    .update(applications)
    .set({ unreadByUser: false })
    .where(and(scopeCondition(scope), groupCondition(group), eq(applications.unreadByUser, true)))
}

/** A subquery of the portal paths (`prefix` + id) of the applications of a list: to find the alerts about them. */
export function applicationLinksOf(db: Database, scope: ListScope, group: StatusGroup, prefix: string) {
  return db
    .select({ link: sql<string>`${prefix} || ${applications.id}::text` })
    .from(applications)
    .where(and(scopeCondition(scope), groupCondition(group)))
}

export async function findUserFio(db: Database, userId: string) {
  const [row] = await db.select({ fio: fioSql }).from(users).where(eq(users.id, userId))
  return row?.fio ?? ''
}

const activeOf = (organizationId: string, userId: string) =>
  and(
    eq(applications.organizationId, organizationId),
    eq(applications.userId, userId),
    ne(applications.status, 'closed'),
    isNull(applications.archivedAt),
  )

/** Whether a member has open applications filed in the organization (asked before excluding them). */
export async function hasActiveApplications(db: Executor, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(activeOf(organizationId, userId))
    .limit(1)
  return row !== undefined
}

/** Hands a leaving member's open applications of the organization to another member. */
export async function reassignActiveApplications(
  db: Executor,
  organizationId: string,
  fromUserId: string,
  toUserId: string,
  now: Date,
) {
  const moved = await db
    .update(applications)
    .set({ userId: toUserId, updatedAt: now, unreadByUser: true })
    .where(activeOf(organizationId, fromUserId))
    .returning({ id: applications.id })
  return moved.length
}

/** The number users and operators know an application by (the registration of an organization returns it). */
export async function findApplicationNumber(db: Executor, id: string) {
  const [row] = await db.select({ number: applications.number }).from(applications).where(eq(applications.id, id))
  return row.number
}

/** The applicant's name and address, as the operators read them in an application the portal files. */
export async function findUserContact(db: Database, userId: string) {
  const [row] = await db.select({ fio: fioSql, email: users.email }).from(users).where(eq(users.id, userId))
  return row
}

/** What the webhooks tell of an application (ADR 0032), read in the transaction of the change. */
export async function findApplicationForEvent(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: applications.id,
      number: applications.number,
      subject: applications.subject,
      status: applications.status,
      systemName: applications.systemName,
      serviceName: applications.serviceName,
      userId: applications.userId,
      organizationId: applications.organizationId,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(eq(applications.id, id))
  return row
}
