/**
 * A file sent in a multipart body, read into memory within the operation's limits; or, for an operation that takes
 * large files (a backup), written to `path` (a temporary file removed once the answer is sent) with `data` empty.
 */
export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
  /** Where a spooled file lies, and its size. */
  path?: string;
  bytes?: number;
}
