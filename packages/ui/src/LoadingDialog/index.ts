export { LoadingDialog, type LoadingDialogProps } from './LoadingDialog';
