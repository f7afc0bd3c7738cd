import { startTestApp } from '../../../test/harness'
import { fileDownloadTests } from '../../../test/file-download-tests'

fileDownloadTests('GET /api/files/{id} on the local directory storage', () => startTestApp())
