export { ImageUpload } from './ImageUpload';
export type { ImageUploadProps } from './ImageUpload';
export {
  DEFAULT_DOCUMENT_TYPES,
  DEFAULT_IMAGE_TYPES,
  DEFAULT_MAX_IMAGE_BYTES,
  validateImage,
} from './validateImage';
