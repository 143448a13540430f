import { describe, expect, it } from 'vitest';
import { UBIGEO } from '../../../test/catalogue.ts';
import { cascadeUbigeo, distritosOf, placeName, provinciasOf } from './ubigeo-cascade.ts';

describe('ubigeo cascade', () => {
  it('offers the provincias of the chosen departamento and the distritos of the chosen provincia', () => {
    expect(provinciasOf(UBIGEO, '')).toEqual([]);
    expect(provinciasOf(UBIGEO, '04').map((province) => province.name)).toEqual(['Arequipa', 'Camaná']);
    expect(distritosOf(UBIGEO, '')).toEqual([]);
    expect(distritosOf(UBIGEO, '0401').map((district) => district.name)).toEqual(['Arequipa', 'Cayma']);
    expect(distritosOf(undefined, '0401')).toEqual([]);
  });

  it('clears what no longer belongs when a higher level changes', () => {
    const chosen = { departamento: '04', provincia: '0401', distrito: '040103' };
    expect(cascadeUbigeo(chosen, { field: 'departamento', value: '15' })).toEqual({
      departamento: '15',
      provincia: '',
      distrito: '',
    });
    expect(cascadeUbigeo(chosen, { field: 'provincia', value: '0402' })).toEqual({
      departamento: '04',
      provincia: '0402',
      distrito: '',
    });
    expect(cascadeUbigeo(chosen, { field: 'departamento', value: '04' })).toEqual(chosen);
    expect(cascadeUbigeo(chosen, { field: 'distrito', value: '040101' })).toEqual({
      ...chosen,
      distrito: '040101',
    });
  });

  it('names a district with its provincia and departamento', () => {
    expect(placeName(UBIGEO, '150122')).toBe('Miraflores, Lima, Lima');
    expect(placeName(UBIGEO, '999999')).toBeNull();
  });
});
