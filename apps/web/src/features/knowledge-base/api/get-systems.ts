import { queryOptions, useQuery } from '@tanstack/react-query'
import type { KbSystem } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'

/** GET /systems: every system, including those without articles yet (the article editor offers them all). */
export const getSystems = () => api.get<KbSystem[]>('/systems', { fallbackCode: 'FailedToGetDataFromSd' })

export const systemsQuery = () => queryOptions({ queryKey: kbKeys.systems(), queryFn: getSystems })

export const useSystems = (enabled = true) => useQuery({ ...systemsQuery(), enabled })
