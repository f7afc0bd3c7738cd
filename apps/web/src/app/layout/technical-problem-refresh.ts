import { paths } from '../../lib/paths'
import { session } from '../../lib/storage'

export interface RefreshEnvironment {
  reload: () => void
  goTo: (path: string) => void
}

const browser: RefreshEnvironment = {
  reload: () => window.location.reload(),
  goTo: (path) => window.location.assign(path),
}

/**
 * SPEC §2: the first refresh reloads the page and remembers it; a second one (the reload did not help) clears the
 * flag and goes to the knowledge-base main page instead.
 */
export function refreshAfterTechnicalProblem(env: RefreshEnvironment = browser) {
  if (session.get('technicalProblemRefreshed') === null) {
    session.set('technicalProblemRefreshed', 'true')
    env.reload()
  } else {
    session.remove('technicalProblemRefreshed')
    env.goTo(paths.knowledgeBase)
  }
}
