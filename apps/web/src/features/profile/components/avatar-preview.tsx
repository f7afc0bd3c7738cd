import { Avatar } from '@mantine/core'
import { AVATAR_PREVIEW_SIZE } from '@psp/contracts'

/** SPEC §9: the 200×200 preview of the avatar (the saved one, or the crop being made). */
export function AvatarPreview({ src, name }: { src: string | null; name: string }) {
  return (
    <Avatar
      src={src}
      alt={src ? `Фотография: ${name}` : undefined}
      size={AVATAR_PREVIEW_SIZE}
      radius={AVATAR_PREVIEW_SIZE}
      color="portal"
      data-testid="avatar-preview"
      // 200 px wide where there is room; on a phone at an enlarged text size it shrinks, still round, with the card.
      style={{
        width: AVATAR_PREVIEW_SIZE,
        minWidth: 0,
        maxWidth: '100%',
        height: 'auto',
        aspectRatio: '1',
        flex: 'none',
      }}
    />
  )
}
