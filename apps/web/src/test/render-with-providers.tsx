import { MantineProvider } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { theme } from '../app/theme'

/** Renders a component inside the providers the app gives it: Mantine theme, Russian dates, a router at `url`. */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', ...options }: RenderOptions & { url?: string } = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <MantineProvider theme={theme} env="test">
        <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>{children}</DatesProvider>
      </MantineProvider>
    </MemoryRouter>
  )
  return render(ui, { wrapper: Wrapper, ...options })
}
