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
export const IMAGE_KINDS = ['photos', 'categories', 'products', 'business'] as const;
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
