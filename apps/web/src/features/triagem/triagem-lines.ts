/** Sorted-waste lines with their markers (spec 2 §4 "Triagem line markers"). */
export interface TriagemLinha {
  id?: number | null;
  idTipoResiduo: number;
  volumeAproximadoM3: number;
  action: 'insert' | 'update' | 'remove';
}

export const visibleLines = (lines: readonly TriagemLinha[]) => lines.filter((l) => l.action !== 'remove');

/** Adding a type already listed replaces that line (update when saved, insert when not). */
export function upsertLine(
  lines: readonly TriagemLinha[],
  idTipoResiduo: number,
  volume: number,
): TriagemLinha[] {
  const existing = lines.find((l) => l.idTipoResiduo === idTipoResiduo && l.action !== 'remove');
  if (!existing) {
    // A type removed earlier and added again updates its saved line.
    const removed = lines.find((l) => l.idTipoResiduo === idTipoResiduo && l.action === 'remove');
    if (removed)
      return lines.map((l) => (l === removed ? { ...l, volumeAproximadoM3: volume, action: 'update' } : l));
    return [...lines, { idTipoResiduo, volumeAproximadoM3: volume, action: 'insert' }];
  }
  return lines.map((l) =>
    l === existing ? { ...l, volumeAproximadoM3: volume, action: l.id ? 'update' : 'insert' } : l,
  );
}

/** Removing a saved line marks it; an unsaved line is just dropped. */
export function removeLine(lines: readonly TriagemLinha[], idTipoResiduo: number): TriagemLinha[] {
  return lines.flatMap((l) => {
    if (l.idTipoResiduo !== idTipoResiduo || l.action === 'remove') return [l];
    return l.id ? [{ ...l, action: 'remove' as const }] : [];
  });
}
