import { createRequire } from 'node:module';
import type { UbigeoTree } from '@cambix/contract';
import { profileSchemas } from '@cambix/contract/schemas';
import { PreparedAnswer } from '../../platform/http/prepared-answer.ts';

// The INEI catalogue of the `ubigeos` package (ISC): three maps of code -> name
// (docs/rules/identity.md#update-data-form).
const require = createRequire(import.meta.url);
const loadMap = (file: string) =>
  (require(`ubigeos/dist/data/${file}`) as { default: Map<string, string> }).default;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

function buildTree(): UbigeoTree {
  const regions = loadMap('region.data.js');
  const provinces = [...loadMap('province.data.js')];
  const districts = [...loadMap('district.data.js')];
  return [...regions]
    .map(([code, name]) => ({
      code,
      name,
      provincias: provinces
        .filter(([provinceCode]) => provinceCode.startsWith(code))
        .map(([provinceCode, provinceName]) => ({
          code: provinceCode,
          name: provinceName,
          distritos: districts
            .filter(([districtCode]) => districtCode.startsWith(provinceCode))
            .map(([districtCode, districtName]) => ({ code: districtCode, name: districtName }))
            .sort(byName),
        }))
        .sort(byName),
    }))
    .sort(byName);
}

let catalogue: { answer: PreparedAnswer<UbigeoTree>; districts: Map<string, string> } | null = null;

function load() {
  if (!catalogue) {
    const tree = buildTree();
    const districts = new Map(
      tree.flatMap((region) =>
        region.provincias.flatMap((province) =>
          province.distritos.map((district) => [district.code, district.name] as const),
        ),
      ),
    );
    catalogue = { answer: new PreparedAnswer(profileSchemas.ubigeo.response, tree), districts };
  }
  return catalogue;
}

/** The departamento > provincia > distrito tree as the answer of `GET /api/ubigeo`, built once. */
export function ubigeoCatalogue(): PreparedAnswer<UbigeoTree> {
  return load().answer;
}

/** A district code of the catalogue. */
export function isKnownDistrict(code: string): boolean {
  return load().districts.has(code);
}
