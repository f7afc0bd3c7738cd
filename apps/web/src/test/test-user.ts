import type { User } from '@psp/contracts'

/** The signed-in user of the web unit tests: a Regular member of some organization unless told otherwise. */
export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  surname: 'Иванов',
  name: 'Иван',
  patronymic: null,
  fio: 'Иванов Иван',
  email: 'ivanov@example.test',
  preferredMobilePhone: null,
  avatar: null,
  role: 'Regular',
  hasOrganizations: true,
  ...overrides,
})
