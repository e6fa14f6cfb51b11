export { Toaster, type ToasterProps } from './Toaster';
export {
  $toasts,
  dismissToast,
  resetToasts,
  toast,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_RAISED_EVENT,
  TOAST_SWIPE_THRESHOLD,
  toastVariants,
  updateToast,
  type ToastAction,
  type ToastInput,
  type ToastState,
  type ToastVariant,
} from '../../stores/toasts';
export { useToasts } from '../../hooks/useToasts';
