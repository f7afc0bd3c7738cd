/** Small real files for upload tests: the server checks bytes, so names alone prove nothing. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

export const pdfBytes = (text = 'test', size?: number) => {
  const head = Buffer.from(`%PDF-1.4\n% ${text}\n`)
  if (!size) return Buffer.concat([head, Buffer.from('%%EOF\n')])
  const body = Buffer.alloc(size - head.length, 0x20)
  return Buffer.concat([head, body])
}

export function formOf(fields: Record<string, string>, file?: { field: string; name: string; body: Buffer }) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file) form.append(file.field, new Blob([new Uint8Array(file.body)]), file.name)
  return form
}
