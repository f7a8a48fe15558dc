/**
 * A record saved whose file its upload then refused (415 not a certificate, 409, 413, no connection): the save
 * stands. The form shows the refusal on the file field and goes on editing the saved record (a second save is an
 * update of it, not another new record).
 */
export class UploadRefused<T = unknown> extends Error {
  constructor(
    /** The record as the save answered it. */
    readonly saved: T,
    /** The file field whose upload was refused. */
    readonly field: string,
    /** The upload's failure (an ApiError, rendered from its code). */
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'UploadRefused';
  }
}

/** Whether a file field's kind (`image`, `file`): its value goes to an upload after the save, not in the body. */
export const isFileKind = (kind: string): kind is 'image' | 'file' => kind === 'image' || kind === 'file';
