import { queryOptions, useQuery } from '@tanstack/react-query'
import type { KbSystem } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'

/** GET /systems/knowledge-base: the systems shown in the knowledge base. */
export const getKnowledgeBaseSystems = () =>
  api.get<KbSystem[]>('/systems/knowledge-base', { fallbackCode: 'FailedToGetDataFromSd' })

export const knowledgeBaseSystemsQuery = () =>
  queryOptions({ queryKey: kbKeys.kbSystems(), queryFn: getKnowledgeBaseSystems })

export const useKnowledgeBaseSystems = (enabled = true) => useQuery({ ...knowledgeBaseSystemsQuery(), enabled })
