/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266), so Cyrillic names survive downloads. */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment') {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
