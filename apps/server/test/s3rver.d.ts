/** The part of s3rver (which ships no types) the S3 adapter test uses. */
declare module 's3rver' {
  interface S3rverOptions {
    port?: number
    address?: string
    directory: string
    silent?: boolean
    resetOnClose?: boolean
  }
  class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
  // eslint-disable-next-line no-restricted-syntax -- describes the package's own default export
  export default S3rver
}
