import type { PublicServiceHours } from '@cambix/contract';

/** Cambix closed on a Saturday afternoon, as `GET /api/public/service-hours` answers. */
export const PUBLIC_HOURS_CLOSED: PublicServiceHours = {
  status: {
    open: false,
    closesAt: null,
    nextOpeningAt: '2026-12-07T14:00:00.000Z',
    text: 'Cerrado · abrimos el lunes a las 09:00',
    processingText: 'Procesaremos tu operación el lunes desde las 09:00',
  },
  hours: { weekdays: { from: '09:00', to: '19:00' }, saturday: { from: '09:00', to: '13:00' }, sunday: null },
  hoursText: 'lunes a viernes de 09:00 a 19:00, sábados de 09:00 a 13:00',
  holidays: [],
  banks: [
    {
      bankId: 1,
      code: '002',
      name: 'Banco de Crédito del Perú',
      shortName: 'BCP',
      color: '#002A8D',
      logoUrl: null,
      times: [{ currency: 'PEN', sameBankMinutes: 15, interbankMinutes: null }],
    },
  ],
};

/** Open on a weekday morning. */
export const PUBLIC_HOURS_OPEN: PublicServiceHours = {
  ...PUBLIC_HOURS_CLOSED,
  status: {
    open: true,
    closesAt: '2026-12-03T00:00:00.000Z',
    nextOpeningAt: null,
    text: 'Abierto ahora · hasta las 19:00',
    processingText: null,
  },
};
