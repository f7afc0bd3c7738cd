import { accountStateLabels, accountTypeLabels, platformRoleLabels, type Account } from '@psp/contracts'

export const roleLabel = (role: Account['role']) => platformRoleLabels[role]
export const accountTypeLabel = (type: Account['accountType']) => accountTypeLabels[type]
export const stateLabel = (state: Account['state']) => accountStateLabels[state]
