import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApplicationViewInput, ApplicationViews, ApplicationViewsReplace } from '@psp/contracts'
import { applicationsEndpoints as apps } from '@psp/contracts/endpoints/applications.endpoints'
import { call } from '../../../../lib/api-call'
import { queryKey } from '../../../../lib/query-keys'

/** GET /views: the user's saved views of the order lists and the chosen one. */
export const useOrderViews = () =>
  useQuery({
    queryKey: queryKey(apps.getApplicationViews),
    queryFn: () => call(apps.getApplicationViews),
    retry: false,
  })

function useStoreViews() {
  const client = useQueryClient()
  return (views: ApplicationViews) => client.setQueryData<ApplicationViews>(queryKey(apps.getApplicationViews), views)
}

/** POST /views: «Сохранить как новое»; answers the views and createdViewId. */
export function useCreateOrderView() {
  const store = useStoreViews()
  return useMutation({
    mutationFn: (input: ApplicationViewInput) => call(apps.createApplicationView, { body: input }),
    onSuccess: (answer) => store(answer.views),
  })
}

/** PUT /views/{uuid}: «Обновить представление» with the current sort and filters. */
export function useUpdateOrderView() {
  const store = useStoreViews()
  return useMutation({
    mutationFn: ({ uuid, input }: { uuid: string; input: ApplicationViewInput }) =>
      call(apps.updateApplicationView, { params: { uuid }, body: input }),
    onSuccess: store,
  })
}

/** PUT /views: the complete set; used to remember the view the user chose (and to delete views). */
export function useSaveOrderViews() {
  const store = useStoreViews()
  return useMutation({
    mutationFn: (input: ApplicationViewsReplace) => call(apps.saveApplicationViews, { body: input }),
    onSuccess: store,
  })
}
