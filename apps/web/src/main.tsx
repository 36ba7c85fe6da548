import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configurarZodPtBr } from '@rcc/domain/zod-pt-br';
import { App } from './app/App';

configurarZodPtBr();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
