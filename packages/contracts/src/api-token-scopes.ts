/*
 * What a personal API token may do (ADR 0031). Each /api route that a token may call names one of these in its
 * route spec (`config.tokenScope`); a route naming none refuses tokens. No package imports: the web's profile
 * section and the server read the same list.
 */
export const apiTokenScopeLabels = {
  'knowledge-base:read': 'Чтение базы знаний',
  'applications:read': 'Чтение заявок',
  'applications:write': 'Создание и изменение заявок',
  'reports:read': 'Чтение отчетов',
} as const
export type ApiTokenScope = keyof typeof apiTokenScopeLabels
export const apiTokenScopes = Object.keys(apiTokenScopeLabels) as [ApiTokenScope, ...ApiTokenScope[]]
