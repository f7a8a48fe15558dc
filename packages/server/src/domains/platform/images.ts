import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/uploads.js';

/**
 * Uploaded images, for every kind of record (profile photos, categories, products and the business logo). An upload is
 * decoded, turned upright (EXIF orientation), stripped of its metadata (location, camera, comments), scaled
 * down and stored as WebP with a small square thumbnail beside it. What is stored is what was decoded, never
 * the uploaded bytes: a file that only starts like a JPEG is refused.
 */
export const IMAGE_KINDS = ['photos', 'categories', 'products', 'business', 'halal'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Pixels an upload may declare (50 MP covers phone cameras); a larger one is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const MAX_SIDE = 1600;
export const THUMB_SIDE = 160;

/** `<32 hex>.webp`, its thumbnail `<32 hex>-thumb.webp`; older photos were stored as jpg or png. */
export const IMAGE_NAME = /^[a-f0-9]{32}(-thumb)?\.(jpg|png|webp)$/;

export const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

// Decoded images are not kept in sharp's operation cache: each upload is decoded once.
sharp.cache(false);

export const imagesDir = (dataDir: string, kind: ImageKind) => path.join(dataDir, 'uploads', kind);

export const thumbnailOf = (name: string) => name.replace(/\.(jpg|png|webp)$/, '-thumb.webp');

const SIGNATURES: Array<(b: Buffer) => boolean> = [
  (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  (b) =>
    b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  (b) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
];

const notAnImage = (field: string) => new AppError(415, 'file.notImage', { fields: [field] });

/** Decodes an upload into the stored WebP and its thumbnail, or refuses it (415, 413). */
async function decode(data: Buffer, field: string): Promise<{ image: Buffer; thumb: Buffer }> {
  // Only these three formats are handed to the decoder at all (libvips reads many more: SVG, PDF, TIFF…).
  if (!SIGNATURES.some((test) => test(data))) throw notAnImage(field);
  try {
    const image = await sharp(data, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'warning',
      sequentialRead: true,
    })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumb = await sharp(image)
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
    return { image, thumb };
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) {
      throw new AppError(413, 'file.tooLarge', {
        fields: [field],
        params: { maxMegapixels: MAX_INPUT_PIXELS / 1_000_000, rule: 'image' },
      });
    }
    throw notAnImage(field);
  }
}

/**
 * Stores an uploaded image of `kind` under a random name outside the web root; answers the name. A refusal names
 * `field`, the form field the image came in.
 */
export async function storeImage(
  dataDir: string,
  kind: ImageKind,
  file: UploadedFile | undefined,
  field = 'photo',
): Promise<string> {
  if (!file || file.data.length === 0)
    throw new AppError(422, 'file.missing', { fields: [field], params: { field } });
  const { image, thumb } = await decode(file.data, field);
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const dir = imagesDir(dataDir, kind);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), image, { flag: 'wx' });
  await fs.writeFile(path.join(dir, thumbnailOf(name)), thumb, { flag: 'wx' });
  return name;
}

/** Removes a stored image and its thumbnail (a name that is not one of ours is ignored). */
export async function removeImage(
  dataDir: string,
  kind: ImageKind,
  name: string | null | undefined,
): Promise<void> {
  if (!name || !IMAGE_NAME.test(name) || name.includes('-thumb')) return;
  const dir = imagesDir(dataDir, kind);
  await fs.rm(path.join(dir, name), { force: true });
  await fs.rm(path.join(dir, thumbnailOf(name)), { force: true });
}

/** The file of a stored image, or undefined; with its content type. */
export function imageFile(
  dataDir: string,
  kind: ImageKind,
  name: string,
): { file: string; type: string } | undefined {
  if (!IMAGE_NAME.test(name)) return undefined;
  const ext = name.split('.').pop() as keyof typeof CONTENT_TYPES;
  return { file: path.join(imagesDir(dataDir, kind), name), type: CONTENT_TYPES[ext] };
}

/** A stored halal certificate (decision 057): `<32 hex>.pdf`, or `.webp` for a decoded image (with its thumbnail). */
export const CERTIFICATE_NAME = /^[a-f0-9]{32}\.(pdf|webp)$/;

/** Names a PDF may not hold: scripts, actions that run or open something, attached files. */
const ACTIVE_PDF = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA|SubmitForm|ImportData)\b/;

/**
 * A whole PDF (`%PDF-1.x` … `%%EOF` near its end) without active content, as far as its bytes show (a name hidden in
 * a compressed object stream is not seen: the file is only ever answered as `application/pdf` with a sandbox policy).
 */
function isQuietPdf(data: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(data.toString('latin1', 0, 8))) return false;
  if (!data.toString('latin1', Math.max(0, data.length - 1024)).includes('%%EOF')) return false;
  return !ACTIVE_PDF.test(data.toString('latin1'));
}

/**
 * Stores a halal certificate: a PDF as it came (checked above), or a JPEG or PNG decoded and stored as product
 * images are (`storeImage`); anything else is 415 `file.notCertificate` on `file`. Answers the stored name.
 */
export async function storeCertificate(dataDir: string, file: UploadedFile | undefined): Promise<string> {
  const field = 'file';
  if (!file || file.data.length === 0)
    throw new AppError(422, 'file.missing', { fields: [field], params: { field } });
  if (file.data.toString('latin1', 0, 5) === '%PDF-') {
    if (!isQuietPdf(file.data)) throw new AppError(415, 'file.notCertificate', { fields: [field] });
    const name = `${randomBytes(16).toString('hex')}.pdf`;
    const dir = imagesDir(dataDir, 'halal');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), file.data, { flag: 'wx' });
    return name;
  }
  try {
    return await storeImage(dataDir, 'halal', file, field);
  } catch (err) {
    if (err instanceof AppError && err.code === 'file.notImage')
      throw new AppError(415, 'file.notCertificate', { fields: [field] });
    throw err;
  }
}

/** Removes a stored certificate (an image's thumbnail with it); a name that is not one of ours is ignored. */
export async function removeCertificate(dataDir: string, name: string | null | undefined): Promise<void> {
  if (!name || !CERTIFICATE_NAME.test(name)) return;
  if (name.endsWith('.webp')) return removeImage(dataDir, 'halal', name);
  await fs.rm(path.join(imagesDir(dataDir, 'halal'), name), { force: true });
}

/** The file of a stored certificate, or undefined; with its content type. */
export function certificateFile(dataDir: string, name: string): { file: string; type: string } | undefined {
  if (!CERTIFICATE_NAME.test(name)) return undefined;
  const type = name.endsWith('.pdf') ? 'application/pdf' : CONTENT_TYPES.webp;
  return { file: path.join(imagesDir(dataDir, 'halal'), name), type };
}
