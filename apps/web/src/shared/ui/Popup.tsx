import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export type PopupProps = ModalProps;

/** Spec 1 §9: popups are full screen below 600 px wide, otherwise 80% wide. */
export function Popup({ children, ...props }: PopupProps) {
  const isSmall = useMediaQuery('(max-width: 599px)') ?? false;
  return (
    <Modal
      size="80%"
      fullScreen={isSmall}
      centered={!isSmall}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      {...props}
    >
      {children}
    </Modal>
  );
}
