import ubigeosModule from 'ubigeos';

// A CommonJS package: run by tsx the default import is `module.exports`, whose `default` is the class.
const Ubigeo: typeof ubigeosModule =
  'code' in ubigeosModule
    ? ubigeosModule
    : (ubigeosModule as unknown as { default: typeof ubigeosModule }).default;

export interface UbigeoNames {
  code: string;
  departamento: string;
  provincia: string;
  distrito: string;
}

/** Departamento, provincia and distrito of an INEI district code; an unknown code keeps only the code. */
export function ubigeoNames(code: string | null): UbigeoNames | null {
  if (!code) return null;
  try {
    const place = Ubigeo.code(code);
    return { code, departamento: place.region, provincia: place.province, distrito: place.district };
  } catch {
    return { code, departamento: '', provincia: '', distrito: '' };
  }
}
