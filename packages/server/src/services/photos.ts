import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { AppError } from '../lib/errors.js';
import type { UploadedFile } from '../plugins/body.js';

const KINDS: Array<{ ext: 'jpg' | 'png' | 'webp'; test: (b: Buffer) => boolean }> = [
  { ext: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'png', test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'webp', test: (b) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
];

export const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** The image kind by its first bytes (the file's own name and declared type are not trusted). */
export function sniffImage(data: Buffer): 'jpg' | 'png' | 'webp' | undefined {
  return KINDS.find((k) => k.test(data))?.ext;
}

export const photosDir = (dataDir: string) => path.join(dataDir, 'uploads', 'photos');

/** Stores an uploaded photo under a random name outside the web root; answers the name. */
export async function storePhoto(dataDir: string, file: UploadedFile | undefined): Promise<string> {
  if (!file || file.data.length === 0) throw new AppError(422, 'Pilih foto untuk diunggah.', { photo: ['Pilih foto untuk diunggah.'] });
  const ext = sniffImage(file.data);
  if (!ext) throw new AppError(415, 'Foto harus berformat JPG, PNG atau WebP.', { photo: ['Foto harus berformat JPG, PNG atau WebP.'] });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await fs.mkdir(photosDir(dataDir), { recursive: true });
  await fs.writeFile(path.join(photosDir(dataDir), name), file.data, { flag: 'wx' });
  return name;
}

export async function removePhoto(dataDir: string, name: string | null | undefined): Promise<void> {
  if (!name || !/^[a-f0-9]{32}\.(jpg|png|webp)$/.test(name)) return;
  await fs.rm(path.join(photosDir(dataDir), name), { force: true });
}
