import { endpoint, FILE, MULTIPART } from './endpoint'

const agreements = () => import('../agreements')

/** The user agreement and its administration (SPEC §7 Alerts and others). */
export const agreementsEndpoints = {
  getAgreements: endpoint({
    method: 'GET',
    path: '/useragreement/all',
    schemas: () => agreements().then((m) => ({ response: m.agreementListSchema })),
  }),
  uploadAgreement: endpoint({
    method: 'POST',
    path: '/useragreement',
    schemas: () => agreements().then((m) => ({ body: MULTIPART, response: m.agreementInfoSchema })),
  }),
  /** An XLSX file (`callFile`). */
  getAcceptanceReport: endpoint({
    method: 'GET',
    path: '/useragreement/report',
    schemas: () => Promise.resolve({ response: FILE }),
  }),
  /** The PDF of a version, opened by a link (`apiUrl`). */
  getAgreementFile: endpoint({
    method: 'GET',
    path: '/useragreement/file/:id',
    schemas: () => import('../common').then((m) => ({ params: m.idParamsSchema, response: FILE })),
  }),
}
