import { Box, VisuallyHidden } from '@mantine/core'

/** The red dot beside «Оповещения» while unread alerts exist (SPEC §2). */
export function UnreadDot() {
  return (
    <>
      <Box
        component="span"
        w={8}
        h={8}
        bg="red.6"
        display="inline-block"
        style={{ borderRadius: '50%' }}
        aria-hidden
        data-testid="unread-dot"
      />
      <VisuallyHidden>есть непрочитанные</VisuallyHidden>
    </>
  )
}
