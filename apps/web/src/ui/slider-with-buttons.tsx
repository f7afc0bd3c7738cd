import { ActionIcon, Group, Slider, type SliderProps } from '@mantine/core'
import { IconMinus, IconPlus } from '@tabler/icons-react'
import { formatNumber } from '../lib/format-number'

export interface SliderWithButtonsProps extends Omit<SliderProps, 'value' | 'onChange' | 'min' | 'max' | 'step'> {
  value: number
  onChange: (value: number) => void
  min: number
  max: number
  step: number
  /** Accessible name of the slider, e.g. 'Масштаб'. */
  label: string
}

/** Rounds away binary noise (0.2 + 0.1) to the step's number of decimals. */
const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length

/** One step from `value` in `direction`, kept within min and max. */
export function stepValue(
  value: number,
  direction: 1 | -1,
  { min, max, step }: { min: number; max: number; step: number },
) {
  const next = Number((value + direction * step).toFixed(decimalsOf(step)))
  return Math.min(max, Math.max(min, next))
}

/** A slider with minus and plus buttons honouring minimum, maximum and step (SPEC §9). */
export function SliderWithButtons({
  value,
  onChange,
  min,
  max,
  step,
  label,
  disabled,
  ...rest
}: SliderWithButtonsProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="light"
        aria-label={`${label}: уменьшить`}
        disabled={disabled || value <= min}
        onClick={() => onChange(stepValue(value, -1, { min, max, step }))}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <Slider
        {...rest}
        style={{ flex: 1 }}
        value={value}
        onChange={onChange}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        thumbLabel={label}
        label={(v) => formatNumber(v, decimalsOf(step), decimalsOf(step))}
      />
      <ActionIcon
        variant="light"
        aria-label={`${label}: увеличить`}
        disabled={disabled || value >= max}
        onClick={() => onChange(stepValue(value, 1, { min, max, step }))}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  )
}
