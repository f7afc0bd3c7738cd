import { Container, type ContainerProps } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './main-content.module.css'

/** The id of the page's main content, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content'

/** The first stop of the keyboard: jumps over the header straight to the page's content (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a className={classes.link} href={`#${MAIN_CONTENT_ID}`}>
      Перейти к основному содержимому
    </a>
  )
}

/**
 * The page's <main>, the skip link's target (focusable by it, without an outline). A word longer than its line wraps
 * instead of widening the page; in tables words stay whole and a wide table scrolls in its own box
 * (main-content.module.css).
 */
export function MainContent({ children, ...props }: ContainerProps & { children: ReactNode }) {
  return (
    <Container
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      w="100%"
      {...props}
      className={classes.main}
      style={{ flex: 1, outline: 'none', minWidth: 0 }}
    >
      {children}
    </Container>
  )
}
