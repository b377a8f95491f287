// The modal dialog moved to the design system (components/ui/Dialog.tsx); this path stays for its importers.
export { ModalProvider, useModal } from './ui/Dialog';
export type { ModalOption, ModalSpec } from './ui/Dialog';
