import { describe, expect, it } from 'vitest';
import { formatChangeValue } from './components/customer-history-tab.tsx';
import { documentLabel, formatCalendarDate, formatPercent, fullName } from './format.ts';

describe('Peruvian formats of the staff customer screens', () => {
  it('shows percentages as es-PE writes them', () => {
    expect(formatPercent('4.5')).toBe('4.50 %');
    expect(formatPercent('')).toBe('—');
  });

  it('keeps a calendar date on its day, whatever the browser time zone', () => {
    expect(formatCalendarDate('1990-04-01')).toBe('01/04/1990');
    expect(formatCalendarDate(null)).toBe('—');
  });

  it('names people and documents', () => {
    const person = { nombres: 'Ana Lucía', apellido_paterno: 'Quispe', apellido_materno: 'Mamani' };
    expect(fullName(person)).toBe('Ana Lucía Quispe Mamani');
    expect(documentLabel({ tipo_documento: 'PASAPORTE', dni: 'AB123456' })).toBe('Pasaporte AB123456');
    expect(documentLabel({ tipo_documento: 'DNI', dni: '01234567' })).toBe('DNI 01234567');
  });

  it('reads the values of the history in words', () => {
    expect(formatChangeValue('accountStatus', 'POR_VALIDAR')).toBe('Por validar');
    expect(formatChangeValue('isPremium', true)).toBe('Sí');
    expect(formatChangeValue('kycStep', 0)).toBe('Completa');
    expect(formatChangeValue('state', 2)).toBe('Selfie');
    expect(formatChangeValue('commissionPercent', '4.00')).toBe('4.00 %');
    expect(formatChangeValue('monthlyLimit', '80000.00')).toBe('S/ 80,000.00');
    expect(formatChangeValue('statusReason', null)).toBe('—');
    expect(formatChangeValue('email', 'ana@correo.pe')).toBe('ana@correo.pe');
  });
});
