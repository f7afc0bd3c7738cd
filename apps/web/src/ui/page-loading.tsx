import { Box } from '@mantine/core'
import { useDelayedFlag } from '../lib/use-delayed-flag'
import { LoadingState } from './loading-state'
import { UI_MESSAGES } from './messages'

/** Code that arrives sooner than this shows no loader: a loader flashing for a moment is more noise than help. */
export const PAGE_LOADING_DELAY_MS = 300

/** Whether `loading` has lasted `PAGE_LOADING_DELAY_MS` by now: only then is a loader worth showing. */
export const useSlowLoading = (loading: boolean) => useDelayedFlag(loading, PAGE_LOADING_DELAY_MS)

/**
 * What shows in place of a page whose code is still loading, instead of a blank area: «Страница загружается...».
 * `standalone`: no frame is there yet (the first load), so the loader is the page's <main> itself.
 */
export function PageLoading({ standalone = false }: { standalone?: boolean }) {
  return (
    <Box component={standalone ? 'main' : 'div'} mih="60vh">
      <LoadingState text={UI_MESSAGES.pageLoading} />
    </Box>
  )
}
