import { Avatar, Group, UnstyledButton } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import type { User } from '@psp/contracts'
import type { ComponentPropsWithRef } from 'react'
import { useLocation } from 'react-router'
import { isProfileHighlighted } from '../model/profile-menu'

type Props = { user: User } & Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>

/** The header's «Профиль» button, which opens the profile menu: highlighted on the pages the menu leads to. */
export function ProfileTrigger({ user, ...button }: Props) {
  const highlighted = isProfileHighlighted(useLocation().pathname)
  return (
    <UnstyledButton
      aria-label="Профиль"
      aria-haspopup="menu"
      aria-expanded={false}
      data-active={highlighted || undefined}
      data-testid="profile-trigger"
      px={6}
      py={4}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: highlighted ? 'var(--mantine-color-portal-0)' : undefined,
        outline: highlighted ? '2px solid var(--mantine-color-portal-6)' : undefined,
      }}
      {...button}
    >
      <Group gap={6} wrap="nowrap">
        {/* A picture only: visible text inside would contradict the trigger's name «Профиль». */}
        <Avatar src={user.avatar} alt="" radius="xl" size={34} color="portal" />
        <IconChevronDown size={16} aria-hidden />
      </Group>
    </UnstyledButton>
  )
}
