// `npm run create-admin`: asks for the first administrator's details and creates the account.
import readline from 'node:readline';
import { DOCUMENT_TYPES, type DocumentType } from '@cambix/contract';
import { prepareDatabase } from '../bootstrap.ts';
import {
  administratorExists,
  administratorFieldProblems as problems,
  createFirstAdministrator,
} from '../modules/staff-accounts/create-first-administrator.ts';
import { loadConfig } from '../platform/env.ts';

const rl = readline.createInterface({
  input: process.stdin,
  output: process.stdout,
  terminal: process.stdin.isTTY,
});
const lines = rl[Symbol.asyncIterator]();
let muted = false;
const output = rl as unknown as { _writeToOutput(text: string): void; output: NodeJS.WritableStream };
output._writeToOutput = (text) => {
  if (!muted || text.startsWith('\r\n') || text === '\n') output.output.write(text);
};

async function ask(question: string, check: (value: string) => string | null = () => null, hidden = false) {
  for (;;) {
    process.stdout.write(question);
    muted = hidden;
    const next = await lines.next();
    muted = false;
    if (hidden) process.stdout.write('\n');
    if (next.done) throw new Error('Entrada terminada antes de completar los datos.');
    const value = String(next.value).trim();
    const problem = check(value);
    if (!problem) return value;
    console.info(`  ${problem}`);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { database } = await prepareDatabase(config, { demo: false });
  try {
    if (await administratorExists(database.db)) {
      console.error('Ya existe un administrador: crea las demás cuentas desde /dashboard/users-management.');
      process.exitCode = 1;
      return;
    }
    console.info(`Crear el primer administrador de ${config.appName}\n`);
    const documentType =
      (
        await ask(`Tipo de documento (${DOCUMENT_TYPES.join(', ')}) [DNI]: `, (value) =>
          value === '' || (DOCUMENT_TYPES as readonly string[]).includes(value.toUpperCase())
            ? null
            : 'Elige DNI, CE o PASAPORTE.',
        )
      ).toUpperCase() || 'DNI';
    const type = documentType as DocumentType;
    const documentNumber = await ask('Número de documento: ', (value) =>
      problems.documentNumber(type, value),
    );
    const nombres = await ask('Nombres: ', problems.name);
    const apellidoPaterno = await ask('Apellido paterno: ', problems.name);
    const apellidoMaterno = await ask('Apellido materno: ', problems.name);
    const email = await ask('Correo: ', problems.email);
    const celular = await ask('Celular (opcional): ', problems.celular);
    const password = await ask('Contraseña: ', problems.password, true);
    await ask(
      'Repite la contraseña: ',
      (value) => (value === password ? null : 'Las contraseñas no coinciden.'),
      true,
    );

    await createFirstAdministrator(database.db, {
      documentType: type,
      documentNumber,
      nombres,
      apellidoPaterno,
      apellidoMaterno,
      email,
      celular: celular || null,
      password,
    });
    console.info(`\nAdministrador creado. Ingresa en ${config.appUrl}/login con tu documento o tu correo.`);
  } finally {
    rl.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
