import { Anchor, Box, Group, UnstyledButton } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { a11yPrefs, type Tema, useA11yPrefs } from '../../shared/ui/shell/a11y-prefs';

/** The e-MAG skip targets, in the standard's order, with their access keys. */
const SKIP_LINKS = [
  { id: 'conteudo', label: 'Ir para o conteúdo', key: '1' },
  { id: 'menu', label: 'Ir para o menu', key: '2' },
  { id: 'busca', label: 'Ir para a busca', key: '3' },
  { id: 'rodape', label: 'Ir para o rodapé', key: '4' },
] as const;

type SkipTarget = (typeof SKIP_LINKS)[number]['id'];

const TEMAS: { value: Tema; label: string }[] = [
  { value: 'sistema', label: 'Sistema' },
  { value: 'claro', label: 'Claro' },
  { value: 'escuro', label: 'Escuro' },
];

/** Moves focus (not only the scroll) to the target, so the next Tab continues from there. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus();
  target.scrollIntoView({ block: 'start' });
}

interface AccessibilityBarProps {
  /** Targets present on this page (a visitor's page has no menu and no search). */
  targets?: readonly SkipTarget[];
}

/** e-MAG accessibility bar (issue #15 item 3): skip links with access keys 1–4, contrast, font size. */
export function AccessibilityBar({ targets = ['conteudo', 'rodape'] }: AccessibilityBarProps) {
  const { highContrast, fontScale, tema } = useA11yPrefs();
  const links = SKIP_LINKS.filter((link) => targets.includes(link.id));
  return (
    <Box className="rcc-a11y-bar" px="md" py={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Box component="nav" aria-label="Atalhos de teclado" className="rcc-skip-links">
          <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {links.map((link) => (
              <li key={link.id}>
                <Anchor
                  href={`#${link.id}`}
                  accessKey={link.key}
                  size="sm"
                  onClick={(event) => jumpTo(event, link.id)}
                >
                  {link.label} <kbd>[{link.key}]</kbd>
                </Anchor>
              </li>
            ))}
          </Group>
        </Box>
        <Group gap="sm" wrap="nowrap" ml="auto">
          <Anchor component={Link} to="/acessibilidade" size="sm">
            Acessibilidade
          </Anchor>
          {/* Light, dark or the system's setting; "Alto contraste" wins over it while on. */}
          <Group gap={4} wrap="nowrap" className="rcc-tema">
            <label htmlFor="rcc-tema">Tema</label>
            <select
              id="rcc-tema"
              value={tema}
              onChange={(event) => a11yPrefs.setTema(event.currentTarget.value as Tema)}
            >
              {TEMAS.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </Group>
          <UnstyledButton
            fz="sm"
            aria-pressed={highContrast}
            onClick={a11yPrefs.toggleContrast}
            className="mantine-focus-auto"
          >
            Alto contraste
          </UnstyledButton>
          <UnstyledButton
            fz="sm"
            fw={700}
            aria-label="A+ aumentar o tamanho do texto"
            disabled={fontScale >= a11yPrefs.limits.max}
            onClick={a11yPrefs.larger}
            className="mantine-focus-auto"
          >
            A+
          </UnstyledButton>
          <UnstyledButton
            fz="sm"
            fw={700}
            aria-label="A− diminuir o tamanho do texto"
            disabled={fontScale <= a11yPrefs.limits.min}
            onClick={a11yPrefs.smaller}
            className="mantine-focus-auto"
          >
            A−
          </UnstyledButton>
        </Group>
      </Group>
    </Box>
  );
}
