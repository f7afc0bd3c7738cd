import { Box } from '@mantine/core'
import { matchPath, useLocation } from 'react-router'
import { paths } from '../../../lib/paths'

/** The collapsed alerts box's height: its one-line button and borders. */
const BOX_HEIGHT = 34

/**
 * The line the unread alerts box takes, kept while its code or its list is still coming. Without it the box arrived
 * after the page and moved everything below it down a line, under a pointer about to click (ADR 0034). Once the list
 * is known to hold nothing to show, the line goes, usually before the page's own data has come. Not on an alert's own
 * page, where the box never shows.
 */
export function AlertsBoxPlace() {
  const { pathname } = useLocation()
  if (matchPath(paths.alert(':id'), pathname)) return null
  return <Box h={BOX_HEIGHT} mb="sm" aria-hidden data-testid="alerts-box-place" />
}
