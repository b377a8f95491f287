// The toast queue moved to the design system (components/ui/Toast.tsx); this path stays for its importers.
export { enqueueToast, MAX_WAITING_TOASTS, ToastProvider, useToast } from './ui/Toast';
export type { QueuedToast, Toast, ToastType } from './ui/Toast';
