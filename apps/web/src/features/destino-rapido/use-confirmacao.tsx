import { Button, Group, Paper, Text, Title } from '@mantine/core';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

export interface Pergunta {
  title: string;
  message: string;
  /** Paints the confirm button red (a removal). */
  danger?: boolean;
}

interface Aberta extends Pergunta {
  responder: (ok: boolean) => void;
}

/**
 * A yes/no question the gate draws itself (issue #16 item 5): Mantine's modals (shared/ui/confirm)
 * come in a chunk with the scroll area and floating-ui, ~35 KB of gzip the gate would fetch up
 * front to ask offline. This one is part of the page: it works without a connection and costs
 * nothing until asked. Same words and roles as confirm(): a dialog named by its title, Cancelar and
 * Confirmar; the focus starts on Cancelar, stays inside, Escape cancels, and returns where it was.
 */
export function useConfirmacao(): { pergunta: ReactNode; confirm: (p: Pergunta) => Promise<boolean> } {
  const [aberta, setAberta] = useState<Aberta | null>(null);
  const confirm = useCallback(
    (p: Pergunta) => new Promise<boolean>((responder) => setAberta({ ...p, responder })),
    [],
  );
  const responder = (ok: boolean) => {
    aberta?.responder(ok);
    setAberta(null);
  };
  return { pergunta: aberta ? <Dialogo {...aberta} onResposta={responder} /> : null, confirm };
}

function Dialogo({ title, message, danger, onResposta }: Pergunta & { onResposta: (ok: boolean) => void }) {
  const id = useId();
  const caixa = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const antes = document.activeElement as HTMLElement | null;
    caixa.current?.querySelector('button')?.focus();
    return () => antes?.focus();
  }, []);
  const teclas = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onResposta(false);
      return;
    }
    if (e.key !== 'Tab' || !caixa.current) return;
    const botoes = [...caixa.current.querySelectorAll('button')];
    const i = botoes.indexOf(document.activeElement as HTMLButtonElement);
    const proximo = e.shiftKey ? (i <= 0 ? botoes.length - 1 : i - 1) : (i + 1) % botoes.length;
    e.preventDefault();
    botoes[proximo]?.focus();
  };
  return (
    <Fundo
      // The backdrop: a press outside the question cancels it, as Mantine's modal does.
      onMouseDown={(e) => e.target === e.currentTarget && onResposta(false)}
    >
      <Paper
        ref={caixa}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-titulo`}
        aria-describedby={`${id}-texto`}
        onKeyDown={teclas}
        p="lg"
        radius="md"
        shadow="xl"
        w="100%"
        maw={440}
      >
        <Title order={2} size="h4" id={`${id}-titulo`}>
          {title}
        </Title>
        <Text size="sm" mt="sm" id={`${id}-texto`}>
          {message}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => onResposta(false)}>
            Cancelar
          </Button>
          {/* red.9 keeps the white label above 4.5:1, as confirm() does. */}
          <Button color={danger ? 'red.9' : undefined} onClick={() => onResposta(true)}>
            Confirmar
          </Button>
        </Group>
      </Paper>
    </Fundo>
  );
}

/** The dimmed layer under the question, over the whole page. */
function Fundo({ children, onMouseDown }: { children: ReactNode; onMouseDown: (e: MouseEvent) => void }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer's way out; Escape is the keyboard's
    <div
      onMouseDown={onMouseDown}
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 300,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: 'rgba(0, 0, 0, 0.6)',
      }}
    >
      {children}
    </div>
  );
}
