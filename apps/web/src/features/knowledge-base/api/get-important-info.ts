import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /articles/important-info: the articles flagged important. */
export const getImportantInfo = () => call(kb.getImportantInfo)

export const importantInfoQuery = () =>
  queryOptions({ queryKey: queryKey(kb.getImportantInfo), queryFn: getImportantInfo })

export const useImportantInfo = () => useQuery(importantInfoQuery())
