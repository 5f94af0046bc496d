export { Dialog } from './Dialog.js';
export type { DialogProps } from './Dialog.js';
export { DialogTrigger, Modal } from './Modal.js';
export type { DialogTriggerProps, ModalProps, ModalSize } from './Modal.js';
