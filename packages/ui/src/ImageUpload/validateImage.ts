import { formatNumber } from '../format';

/** Types the upload accepts by default: JPG, PNG and WebP. */
export const DEFAULT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** 2 MB, the default upload limit. */
export const DEFAULT_MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/svg+xml': 'SVG',
};

/** `['JPG', 'PNG', 'WebP']` → `JPG, PNG atau WebP`. */
export function describeTypes(types: readonly string[]): string {
  const names = types.map((type) => TYPE_NAMES[type] ?? type.replace(/^image\//, '').toUpperCase());
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} atau ${names[names.length - 1]}`;
}

/** `2097152` → `2 MB`, `512000` → `500 KB`. */
export function describeSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
  return `${formatNumber(Math.ceil(bytes / 1024))} KB`;
}

/** Returns an Indonesian message when the file is refused, or null when it is acceptable. */
export function validateImage(file: File, types: readonly string[], maxBytes: number): string | null {
  if (!types.includes(file.type)) {
    return `Jenis berkas tidak didukung. Gunakan ${describeTypes(types)}.`;
  }
  if (file.size > maxBytes) {
    return `Ukuran berkas ${describeSize(file.size)} melebihi batas ${describeSize(maxBytes)}.`;
  }
  return null;
}
