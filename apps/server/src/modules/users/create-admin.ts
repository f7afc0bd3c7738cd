import type { AppContext } from '../../platform/context'
import { hashPassword } from '../../platform/passwords'
import { passwordWeakness } from '../../platform/password-strength'
import { DEMO_PASSWORD } from '../../seed/demo-accounts'
import { insertUser, loginTaken } from './users.repository'

export interface NewAdmin {
  email: string
  username?: string
  surname?: string
  name?: string
  patronymic?: string
  password: string
}

/** A refusal the operator can act on, in Russian. */
export class CreateAdminError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Creates a platform Admin: the safe way to the first administrator, instead of the demo seed's published one. */
export async function createAdmin(ctx: Pick<AppContext, 'db'>, input: NewAdmin) {
  const email = input.email.trim()
  const username = input.username?.trim() || null
  if (!EMAIL.test(email)) throw new CreateAdminError('Укажите адрес электронной почты: --email admin@example.ru')
  if (username && username.includes('@')) throw new CreateAdminError('Имя пользователя не может содержать «@»')
  if (input.password === DEMO_PASSWORD)
    throw new CreateAdminError('Демонстрационный пароль опубликован: выберите другой')
  const weakness = passwordWeakness(input.password, [email.split('@')[0], username ?? ''])
  if (weakness) throw new CreateAdminError(weakness)

  // Logins are matched case-insensitively against both the e-mail and the user name (see auth.repository.ts).
  const logins = [email, username].filter((l): l is string => !!l).map((l) => l.toLowerCase())
  if (await loginTaken(ctx.db, logins)) throw new CreateAdminError('Пользователь с таким адресом или именем уже есть')

  return insertUser(ctx.db, {
    email,
    username,
    surname: input.surname?.trim() || null,
    name: input.name?.trim() || null,
    patronymic: input.patronymic?.trim() || null,
    role: 'Admin',
    passwordHash: await hashPassword(input.password),
  })
}
