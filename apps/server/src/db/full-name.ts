import { sql, type Column, type SQL } from 'drizzle-orm'

/*
 * A user's full name in SQL, written once: surname, name and patronymic joined by single spaces with the empty parts
 * left out, as `displayName` of the contracts writes it in TypeScript ('' when the user has no name at all).
 */

type NamePart = Column | SQL

/** Over drizzle columns (the `users` table or an alias of it). */
export const fullNameSql = (u: { surname: NamePart; name: NamePart; patronymic: NamePart }) =>
  sql<string>`concat_ws(' ', nullif(${u.surname}, ''), nullif(${u.name}, ''), nullif(${u.patronymic}, ''))`

/** The full name, or null when the user has none. */
export const fullNameOrNullSql = (u: { surname: NamePart; name: NamePart; patronymic: NamePart }) =>
  sql<string | null>`nullif(${fullNameSql(u)}, '')`

/** For SQL written as text, over a users table alias: `fullNameText('u')`. */
export const fullNameText = (alias: string) =>
  `concat_ws(' ', nullif(${alias}.surname, ''), nullif(${alias}.name, ''), nullif(${alias}.patronymic, ''))`
