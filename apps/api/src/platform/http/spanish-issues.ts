// Every request is read by Zod: an issue a schema gives no message of its own (a wrong type, say) is worded in
// Spanish, as every other message a caller reads, by Zod's own Spanish locale.
import { z } from 'zod';

z.config(z.locales.es());
