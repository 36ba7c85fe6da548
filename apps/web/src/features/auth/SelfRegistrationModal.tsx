import { Modal } from '@mantine/core';
import { Suspense } from 'react';
import { PageLoader } from '../../shared/ui/PageLoader';
import { SelfRegistrationForm } from './SelfRegistrationForm';

interface SelfRegistrationModalProps {
  onClose: () => void;
  onFinished: () => void;
}

/**
 * The self-registration popup (spec 1 §4). A lazy chunk of its own, fetched when "Ainda não sou
 * cadastrado" is clicked: the modal, its form, masked inputs and schemas stay off the login
 * route's JavaScript budget (issue #7, scripts/check-bundle.mjs).
 */
export default function SelfRegistrationModal({ onClose, onFinished }: SelfRegistrationModalProps) {
  return (
    <Modal
      opened
      onClose={onClose}
      title="Informações Complementares"
      size="90vw"
      styles={{ content: { height: '90vh', maxHeight: '90vh' } }}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Suspense fallback={<PageLoader />}>
        <SelfRegistrationForm onCancel={onClose} onFinished={onFinished} />
      </Suspense>
    </Modal>
  );
}
