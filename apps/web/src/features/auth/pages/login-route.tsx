import { useLocation } from 'react-router'
import { LoginPage } from './login-page'

/** The login page inside the app's route map: its query from the router. */
export function LoginRoute() {
  return <LoginPage search={useLocation().search} />
}
