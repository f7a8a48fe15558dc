/** A file sent in a multipart body, read into memory within the operation's limits. */
export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}
