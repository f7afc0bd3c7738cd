import { endpoint, FILE } from './endpoint'

/** Stored files (SPEC §7: GET /files/{id}, a blob saved under its file name); links and downloads use `apiUrl`. */
export const filesEndpoints = {
  downloadFile: endpoint({
    method: 'GET',
    path: '/files/:id',
    schemas: () => import('../common').then((m) => ({ params: m.idParamsSchema, response: FILE })),
  }),
}
