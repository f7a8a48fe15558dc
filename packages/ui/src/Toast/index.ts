export {
  ToastProvider,
  toastIcons,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastRecord,
  type ToastStatus,
} from './Toast';
export { useLiftToasts } from './useLiftToasts';
