import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticleSummary } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'

/** GET /articles/important-info: the articles flagged important. */
export const getImportantInfo = () => api.get<ArticleSummary[]>('/articles/important-info')

export const importantInfoQuery = () => queryOptions({ queryKey: kbKeys.importantInfo(), queryFn: getImportantInfo })

export const useImportantInfo = () => useQuery(importantInfoQuery())
