import path from 'node:path'
import type { Config } from '../../config'
import type { FileStorage } from './file-storage'
import { LocalFileStorage } from './local-storage'
import { S3FileStorage } from './s3-storage'

export async function createFileStorage(config: Config): Promise<FileStorage> {
  if (config.STORAGE === 's3') {
    const storage = new S3FileStorage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    })
    await storage.ensureBucket()
    return storage
  }
  return new LocalFileStorage(path.resolve(config.DATA_DIR, 'files'))
}
