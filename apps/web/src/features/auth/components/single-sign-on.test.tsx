import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_PORTAL_SETTINGS, setPortalSettings } from '../../../lib/portal-settings'
import { renderWithProviders } from '../../../test/render-with-providers'
import { SingleSignOnButton } from './single-sign-on-button'
import { SingleSignOnFailure } from './single-sign-on-failure'

const withProvider = (name: string) => setPortalSettings({ ...DEFAULT_PORTAL_SETTINGS, singleSignOnName: name })
afterEach(() => setPortalSettings(DEFAULT_PORTAL_SETTINGS))

describe('«Войти через …» on the login page', () => {
  it('is not offered while the server has not set up single sign-on', () => {
    renderWithProviders(<SingleSignOnButton context={null} />)
    expect(screen.queryByRole('link', { name: /Войти через/ })).toBeNull()
  })

  it('names the provider and leads to the server’s start call, keeping the page to open afterwards', () => {
    withProvider('Keycloak агентства')
    renderWithProviders(<SingleSignOnButton context="/orders?view=2" />)
    const link = screen.getByRole('link', { name: 'Войти через Keycloak агентства' })
    expect(link.getAttribute('href')).toBe('/api/login/oidc?context=%2Forders%3Fview%3D2')
  })
})

describe('the reason a single sign-on was refused', () => {
  it('says in Russian why, naming the provider', () => {
    withProvider('Keycloak агентства')
    renderWithProviders(<SingleSignOnFailure failure="unavailable" />)
    expect(screen.getByRole('alert').textContent).toContain(
      'Сервис «Keycloak агентства» сейчас недоступен. Повторите попытку позднее или войдите с паролем',
    )
  })

  it('shows nothing for a value it does not know', () => {
    renderWithProviders(<SingleSignOnFailure failure="<script>" />)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
