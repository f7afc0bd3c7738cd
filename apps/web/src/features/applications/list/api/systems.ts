import { useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../../lib/api-call'
import { queryKey } from '../../../../lib/query-keys'

/** The systems (GET /systems), the options of the «Система» select filter; the list filters by system title. */
export const useSystemOptions = () =>
  useQuery({
    queryKey: queryKey(kb.getSystems),
    queryFn: () => call(kb.getSystems, undefined, { withPageError: false }),
    select: (systems) => systems.map((s) => ({ value: s.title, label: s.title })),
    staleTime: 5 * 60_000,
  })
