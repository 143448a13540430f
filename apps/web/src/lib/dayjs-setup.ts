// dayjs speaks Spanish wherever the MUI areas show relative dates; imported by the lazy providers only.
import dayjs from 'dayjs';
import 'dayjs/locale/es';

dayjs.locale('es');

export { dayjs };
