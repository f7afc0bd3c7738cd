import { Group, Stack, UnstyledButton } from '@mantine/core'
import { NavLink } from 'react-router'
import { paths } from '../../../lib/paths'
import classes from './header-nav.module.css'

const ITEMS = [
  { label: 'База знаний', to: paths.knowledgeBase },
  { label: 'Заявки', to: paths.orders },
]

/** The header's main navigation (SPEC §2): «База знаний» and «Заявки». */
export function HeaderNav({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const items = ITEMS.map((item) => (
    <li key={item.to}>
      <UnstyledButton component={NavLink} to={item.to} className={classes.link} onClick={onNavigate}>
        {item.label}
      </UnstyledButton>
    </li>
  ))
  return vertical ? (
    <Stack component="ul" gap={4} className={classes.list}>
      {items}
    </Stack>
  ) : (
    <Group component="ul" gap="xs" wrap="nowrap" className={classes.list}>
      {items}
    </Group>
  )
}
