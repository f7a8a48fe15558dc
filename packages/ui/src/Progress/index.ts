export { Progress, type ProgressProps, type ProgressTone, type ProgressVariant } from './Progress';
