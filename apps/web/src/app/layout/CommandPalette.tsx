import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type SpotlightActionData, type SpotlightActionGroupData, Spotlight } from '@mantine/spotlight';
import { type buscaContract, buscaPronta, type Data } from '@rcc/domain';
import {
  IconBuildingWarehouse,
  IconFileText,
  IconSearch,
  IconTruck,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/auth/use-session';
import { openFicha } from '../../shared/ctr/ctr-api';
import { palettePages } from '../palette-pages';
import { ROUTES } from '../routes';

type Busca = Data<typeof buscaContract.buscar>;
type Item = Busca['itens'][number];

const ICONS: Record<Item['tipo'], Icon> = {
  ctr: IconFileText,
  pessoa: IconUser,
  veiculo: IconTruck,
  obra: IconBuildingWarehouse,
};

/** Where a found record opens: the CTR sheet, or the record's own screen. */
function openItem(item: Item, navigate: (to: string) => void): void {
  if (item.tipo === 'ctr') {
    openFicha([item.id]);
    return;
  }
  const to = {
    pessoa: `/pessoa-view/${item.id}`,
    veiculo: `/veiculo/view/${item.id}`,
    obra: `/obra/edit/${item.id}`,
  };
  navigate(to[item.tipo]);
}

/** Accent- and case-insensitive words, as people type them. */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Ctrl+K (issue #15 item 2): jumps to any page the user may open and finds, through
 * GET /api/busca, a CTR by number, a person by CPF/CNPJ or name, a vehicle by plate, a work site.
 */
export function CommandPalette() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [term] = useDebouncedValue(query.trim(), 250);
  const search = useQuery({
    queryKey: ['busca', term],
    queryFn: ({ signal }) => api.get<Busca>('/busca', { q: term }, { signal }),
    enabled: buscaPronta(term),
    staleTime: 30_000,
  });

  const pages = useMemo(() => palettePages(user?.rights, ROUTES), [user?.rights]);
  const words = fold(query).split(/\s+/).filter(Boolean);
  const pageGroups = new Map<string, SpotlightActionData[]>();
  for (const page of pages) {
    if (!words.every((word) => fold(`${page.label} ${page.group}`).includes(word))) continue;
    const list = pageGroups.get(page.group) ?? [];
    list.push({ id: `pagina:${page.path}`, label: page.label, onClick: () => navigate(page.path) });
    pageGroups.set(page.group, list);
  }
  const actions: SpotlightActionGroupData[] = [...pageGroups].map(([group, list]) => ({
    group: `Páginas — ${group}`,
    actions: list,
  }));
  const found = buscaPronta(term) && term === query.trim() ? (search.data?.itens ?? []) : [];
  if (found.length) {
    actions.push({
      group: 'Registros encontrados',
      actions: found.map((item) => {
        const ItemIcon = ICONS[item.tipo];
        return {
          id: `${item.tipo}:${item.id}`,
          label: item.titulo,
          description: item.descricao,
          leftSection: <ItemIcon size={20} stroke={1.6} aria-hidden />,
          onClick: () => openItem(item, navigate),
        };
      }),
    });
  }

  const searching = buscaPronta(term) && (search.isFetching || term !== query.trim());
  const empty = search.isError
    ? search.error.message
    : searching
      ? 'Buscando…'
      : 'Nada encontrado. Busque uma página pelo nome, uma CTR pelo número, um CPF/CNPJ, um nome ou uma placa.';

  return (
    <Spotlight.Root query={query} onQueryChange={setQuery} shortcut={['mod + K']} scrollable maxHeight={420}>
      <Spotlight.Search
        placeholder="Página, nº da CTR, CPF/CNPJ, nome ou placa"
        aria-label="Buscar páginas e registros"
        leftSection={<IconSearch size={20} stroke={1.6} aria-hidden />}
      />
      <Spotlight.ActionsList aria-label="Resultados da busca">
        {actions.map((group) => (
          <Spotlight.ActionsGroup key={group.group} label={group.group}>
            {group.actions.map(({ id, ...action }) => (
              <Spotlight.Action key={id} {...action} />
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {actions.length === 0 && <Spotlight.Empty>{empty}</Spotlight.Empty>}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Text size="xs" c="dimmed" aria-live="polite">
          {!buscaPronta(term)
            ? 'Ctrl+K abre esta busca em qualquer página; Esc fecha.'
            : searching
              ? 'Buscando registros…'
              : `${found.length} registro(s) encontrado(s) entre os que você pode ver.`}
        </Text>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
