import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { XLSX_MIME } from './xlsx'
import { contentDisposition } from './content-disposition'

/** Sends a streamed workbook as a download (a stream is sent as is: the response schema only documents it). */
export function sendXlsx(reply: FastifyReply, file: { fileName: string; stream: Readable }) {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.stream)
}
