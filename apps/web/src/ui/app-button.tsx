import { Button, createPolymorphicComponent, type ButtonProps } from '@mantine/core'
import { forwardRef } from 'react'

/** The portal's button kinds: the main action, a secondary one, a destructive one, and a quiet text-like one. */
export type AppButtonKind = 'primary' | 'secondary' | 'danger' | 'ghost'

const KINDS: Record<AppButtonKind, Pick<ButtonProps, 'variant' | 'color'>> = {
  primary: { variant: 'filled' },
  secondary: { variant: 'outline' },
  danger: { variant: 'filled', color: 'red' },
  ghost: { variant: 'subtle' },
}

export interface AppButtonProps extends ButtonProps {
  /** Default 'primary'. An explicit `variant` or `color` still wins. */
  kind?: AppButtonKind
}

/** Mantine's Button with the portal's kinds; polymorphic like Button (`component={Link}` works). */
export const AppButton = createPolymorphicComponent<'button', AppButtonProps>(
  forwardRef<HTMLButtonElement, AppButtonProps>(function AppButton({ kind = 'primary', ...props }, ref) {
    return <Button ref={ref} {...KINDS[kind]} {...props} />
  }),
)
