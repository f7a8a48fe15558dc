export { ImageUpload } from './ImageUpload';
export type { ImageUploadProps } from './ImageUpload';
export { DEFAULT_IMAGE_TYPES, DEFAULT_MAX_IMAGE_BYTES, validateImage } from './validateImage';
