import {
  Drawer as MantineDrawer,
  Modal as MantineModal,
  type DrawerProps,
  type ModalProps,
} from '@mantine/core';
import { useCoversBackground } from './ModalBackground.js';

/** Mantine's Modal that makes the page behind it inert while opened (see ModalBackground). */
export function Modal(props: ModalProps) {
  useCoversBackground(props.opened);
  return <MantineModal {...props} />;
}

/** Mantine's Drawer that makes the page behind it inert while opened (see ModalBackground). */
export function Drawer(props: DrawerProps) {
  useCoversBackground(props.opened);
  return <MantineDrawer {...props} />;
}
