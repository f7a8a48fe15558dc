import type { UiLabels } from '../UiLabels/UiLabels';
import { imageDefaults } from '../UiLabels/defaults/image';
import { formatNumber } from '../format';

/** Types the upload accepts by default: JPG, PNG and WebP. */
export const DEFAULT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Types a document field takes by default (a certificate: a PDF, or a scan as JPG or PNG). */
export const DEFAULT_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** 2 MB, the default upload limit. */
export const DEFAULT_MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/svg+xml': 'SVG',
  'application/pdf': 'PDF',
};

/** `['JPG', 'PNG', 'WebP']` → `JPG, PNG atau WebP` (`or`: the word between the last two, `atau` by default). */
export function describeTypes(types: readonly string[], or: string = imageDefaults.or): string {
  const names = types.map(
    (type) => TYPE_NAMES[type] ?? type.replace(/^(image|application)\//, '').toUpperCase(),
  );
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${or} ${names[names.length - 1]}`;
}

/** `2097152` → `2 MB`, `512000` → `500 KB`. */
export function describeSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
  return `${formatNumber(Math.ceil(bytes / 1024))} KB`;
}

/** Returns a message (in the labels' language) when the file is refused, or null when it is acceptable. */
export function validateImage(
  file: File,
  types: readonly string[],
  maxBytes: number,
  labels: UiLabels['image'] = imageDefaults,
): string | null {
  if (!types.includes(file.type)) return labels.wrongType(describeTypes(types, labels.or));
  if (file.size > maxBytes) return labels.tooLarge(describeSize(file.size), describeSize(maxBytes));
  return null;
}
