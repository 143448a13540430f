// Spanish text of service hours, transfer times and the quote's arrival (issue 34).

const minutesText = (minutes: number): string => {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hoursText = hours === 1 ? '1 hora' : `${hours} horas`;
  return rest === 0 ? `hasta ${hoursText}` : `hasta ${hoursText} ${rest} min`;
};

export const serviceHoursEs = {
  hours: {
    label: 'Horario de atención',
    week: (text: string) => `Atendemos ${text}.`,
    loading: 'Cargando el horario…',
  },
  transfers: {
    title: 'Tiempos de transferencia',
    intro: 'Lo que suele tardar en llegar tu dinero, según el banco donde lo recibes.',
    sameBank: 'Mismo banco',
    interbank: 'Otro banco (CCI)',
    minutes: (minutes: number) => (minutes < 60 ? `hasta ${minutes} min` : minutesText(minutes)),
    nextDay: 'día hábil siguiente',
    currency: { PEN: 'Soles', USD: 'Dólares' },
    both: 'Soles y dólares',
    empty: 'Aún no hay tiempos publicados.',
  },
  arrival: {
    label: 'Cuándo llega',
    chooseBank: 'Banco donde recibes (opcional)',
    anyBank: 'Elige el banco',
  },
};
