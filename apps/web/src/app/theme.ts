import { createTheme } from '@mantine/core'

/** The portal's theme; breakpoints are SPEC §9's 360/768/1280/1920 px. */
export const theme = createTheme({
  primaryColor: 'portal',
  colors: {
    // Shades 6+ darkened so error texts on white meet WCAG AA contrast (4.5:1).
    red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#e03131', '#c92a2a', '#b02525', '#9c1f1f', '#861a1a'],
    portal: [
      '#e8f1fc',
      '#cfe0f6',
      '#9fbfed',
      '#6b9ce4',
      '#427fdc',
      '#286cd7',
      '#1c5fb8',
      '#134f9d',
      '#0b4389',
      '#003877',
    ],
  },
  primaryShade: 6,
  breakpoints: { xs: '22.5em', sm: '48em', md: '80em', lg: '120em', xl: '120em' },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  defaultRadius: 'md',
  // Icon-only close buttons of dialogs and drawers need a Russian accessible name (plain objects: importing the
  // components here would put them into the login page's first download).
  components: {
    // A dialog's title bar is Mantine's <header>, which assistive technology takes for a second banner of the page
    // (axe: landmark-no-duplicate-banner); the dialog itself already tells where it starts.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Закрыть' }, attributes: { header: { role: 'none' } } },
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Закрыть' }, attributes: { header: { role: 'none' } } },
    },
    // Mantine greys a titled notification's text below AA contrast; it stays dark enough here.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Закрыть' } },
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    },
    // Mantine's own toggle is named in English and skipped by Tab; aria-pressed tells whether the password shows.
    // The name avoids the word «Пароль» itself, so the field's label stays the only one that says just that.
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Показать символы пароля' },
      },
    },
  },
})
