/**
 * Numbers as Russian readers write them: a decimal comma and a (non-breaking) space between thousands, e.g.
 * «1 234,5». The one formatter of the app: file sizes, counts and totals all go through it.
 */
export function formatNumber(value: number, maximumFractionDigits = 0, minimumFractionDigits = 0): string {
  return value.toLocaleString('ru-RU', { maximumFractionDigits, minimumFractionDigits })
}

/** A size for people: «512 Б», «1,5 КБ», «4,8 МБ». */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} Б`
  const units = ['КБ', 'МБ', 'ГБ']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${formatNumber(value, 1)} ${units[unit]}`
}
