/** The part of s3rver (a local S3-compatible server, no types of its own) that scripts/lib/s3-server.ts uses. */
declare module 's3rver' {
  type Options = {
    address?: string
    port?: number
    directory?: string
    silent?: boolean
    configureBuckets?: { name: string }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
