import type { UbigeoDistrito, UbigeoProvincia, UbigeoTree } from '@cambix/contract';

const NONE: never[] = [];

/** The provincias of a departamento (none until one is chosen). */
export function provinciasOf(tree: UbigeoTree | undefined, departamento: string): readonly UbigeoProvincia[] {
  return tree?.find((region) => region.code === departamento)?.provincias ?? NONE;
}

/** The distritos of a provincia (none until one is chosen). */
export function distritosOf(tree: UbigeoTree | undefined, provincia: string): readonly UbigeoDistrito[] {
  return (
    provinciasOf(tree, provincia.slice(0, 2)).find((province) => province.code === provincia)?.distritos ??
    NONE
  );
}

/**
 * What the three selects hold after one of them changes: choosing a departamento clears provincia and
 * distrito, choosing a provincia clears the distrito; a lower level that still belongs stays.
 */
export function cascadeUbigeo(
  current: { departamento: string; provincia: string; distrito: string },
  change: { field: 'departamento' | 'provincia' | 'distrito'; value: string },
): { departamento: string; provincia: string; distrito: string } {
  if (change.field === 'departamento') {
    const keep = current.provincia.startsWith(change.value) && change.value !== '';
    return {
      departamento: change.value,
      provincia: keep ? current.provincia : '',
      distrito: keep ? current.distrito : '',
    };
  }
  if (change.field === 'provincia') {
    const keep = current.distrito.startsWith(change.value) && change.value !== '';
    return { ...current, provincia: change.value, distrito: keep ? current.distrito : '' };
  }
  return { ...current, distrito: change.value };
}

/** "Miraflores, Lima, Lima" for a district code, or null. */
export function placeName(tree: UbigeoTree | undefined, distrito: string | null): string | null {
  if (!tree || !distrito) return null;
  const region = tree.find((candidate) => candidate.code === distrito.slice(0, 2));
  const province = region?.provincias.find((candidate) => candidate.code === distrito.slice(0, 4));
  const district = province?.distritos.find((candidate) => candidate.code === distrito);
  return region && province && district ? `${district.name}, ${province.name}, ${region.name}` : null;
}
