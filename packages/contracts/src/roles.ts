/*
 * Role and account-type values with their Russian labels, free of zod: the signed-in shell (the profile menu, the
 * header) shows these labels, and a module that imports zod would put zod into the shell's first download (the
 * schemas built from these values live in auth.ts).
 */

export const platformRoles = ['Regular', 'Admin'] as const
export type PlatformRole = (typeof platformRoles)[number]
export const platformRoleLabels: Record<PlatformRole, string> = {
  Regular: 'Пользователь',
  Admin: 'Администратор ПСП',
}

export const organizationRoles = ['Admin', 'Employee'] as const
export type OrganizationRole = (typeof organizationRoles)[number]
export const organizationRoleLabels: Record<OrganizationRole, string> = {
  Admin: 'Администратор организации',
  Employee: 'Сотрудник',
}

/** SPEC §3 account types. */
export const accountTypes = ['Regular', 'EmailSent', 'EmailNotConfirmed', 'TokenExpired'] as const
export type AccountType = (typeof accountTypes)[number]
