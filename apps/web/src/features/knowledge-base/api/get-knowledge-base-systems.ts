import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /systems/knowledge-base: the systems shown in the knowledge base. */
export const getKnowledgeBaseSystems = () => call(kb.getKnowledgeBaseSystems)

export const knowledgeBaseSystemsQuery = () =>
  queryOptions({ queryKey: queryKey(kb.getKnowledgeBaseSystems), queryFn: getKnowledgeBaseSystems })

export const useKnowledgeBaseSystems = (enabled = true) => useQuery({ ...knowledgeBaseSystemsQuery(), enabled })
