import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConfirmacao } from './use-confirmacao';

function Tela({ respostas }: { respostas: boolean[] }) {
  const { pergunta, confirm } = useConfirmacao();
  const perguntar = async () =>
    respostas.push(await confirm({ title: 'Remover CTR', message: 'Tem certeza?', danger: true }));
  return (
    <>
      <button type="button" onClick={perguntar}>
        Remover
      </button>
      {pergunta}
    </>
  );
}

const abrir = () => {
  const botao = screen.getByRole('button', { name: 'Remover' });
  botao.focus();
  fireEvent.click(botao);
  return screen.getByRole('dialog', { name: 'Remover CTR' });
};

describe("the gate's own confirmation (issue #16 item 5)", () => {
  it('starts on Cancelar, keeps the focus inside, Escape cancels and the focus goes back', async () => {
    const respostas: boolean[] = [];
    render(
      <MantineProvider env="test">
        <Tela respostas={respostas} />
      </MantineProvider>,
    );
    const dialogo = abrir();
    expect(dialogo.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Tem certeza?').id).toBe(dialogo.getAttribute('aria-describedby'));
    expect(document.activeElement?.textContent).toBe('Cancelar');
    fireEvent.keyDown(dialogo, { key: 'Tab' });
    expect(document.activeElement?.textContent).toBe('Confirmar');
    fireEvent.keyDown(dialogo, { key: 'Tab' });
    expect(document.activeElement?.textContent).toBe('Cancelar');
    fireEvent.keyDown(dialogo, { key: 'Tab', shiftKey: true });
    expect(document.activeElement?.textContent).toBe('Confirmar');
    fireEvent.keyDown(dialogo, { key: 'Escape' });
    await waitFor(() => expect(respostas).toEqual([false]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Remover');
  });

  it('answers true on Confirmar and false on a press outside the question', async () => {
    const respostas: boolean[] = [];
    render(
      <MantineProvider env="test">
        <Tela respostas={respostas} />
      </MantineProvider>,
    );
    abrir();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(respostas).toEqual([true]));
    const dialogo = abrir();
    fireEvent.mouseDown(dialogo);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.mouseDown(dialogo.parentElement as HTMLElement);
    await waitFor(() => expect(respostas).toEqual([true, false]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
