import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /systems: every system, including those without articles yet (the article editor offers them all). */
export const getSystems = () => call(kb.getSystems)

export const systemsQuery = () => queryOptions({ queryKey: queryKey(kb.getSystems), queryFn: getSystems })

export const useSystems = (enabled = true) => useQuery({ ...systemsQuery(), enabled })
