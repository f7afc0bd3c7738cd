import type { Readable } from 'node:stream'
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { FileStorage } from './file-storage'

export interface S3Settings {
  endpoint?: string
  region: string
  bucket: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

/** Files in any S3-compatible object storage, for running several server instances. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client
  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    })
  }

  /** Creates the bucket when it does not exist yet. */
  async ensureBucket() {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }))
    } catch {
      await this.client.send(new CreateBucketCommand({ Bucket: this.settings.bucket }))
    }
  }

  async put(key: string, body: Buffer, contentType: string) {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType }),
    )
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }))
      return (answer.Body as Readable | undefined) ?? null
    } catch (e) {
      if (e instanceof NoSuchKey || (e as { name?: string }).name === 'NoSuchKey') return null
      throw e
    }
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }))
  }
}
