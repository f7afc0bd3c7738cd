import { crc32, deflateSync } from 'node:zlib'

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}

/** A real PNG of the given size (solid grey, RGB), for uploads. */
export function pngBytes(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)])
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The start of a JPEG (JFIF) file: enough for content sniffing. */
export const jpegBytes = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
    Buffer.alloc(64),
  ])

export const gifBytes = () => Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.alloc(32)])

/** A multipart body with one file in `field`. */
export function fileForm(field: string, name: string, bytes: Buffer, type = 'application/octet-stream') {
  const form = new FormData()
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name)
  return form
}
