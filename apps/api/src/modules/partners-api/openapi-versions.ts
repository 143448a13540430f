// The partner API's dated versions in its OpenAPI document: the header every operation accepts, and the
// changelog (docs/rules/partners.md#versions).
import {
  LATEST_PARTNER_API_VERSION,
  PARTNER_API_VERSION_HEADER,
  PARTNER_API_VERSIONS,
} from '@cambix/contract';

const versions = PARTNER_API_VERSIONS.map(({ version }) => version);

export const VERSIONS_INTRO = `Versiones: cada clave queda fijada a la versión vigente cuando la creaste, y sus solicitudes se responden en ella aunque publiquemos otra. Para probar otra versión antes de pasarte, envía \`${PARTNER_API_VERSION_HEADER}: <versión>\` en la solicitud. Cada respuesta dice en \`${PARTNER_API_VERSION_HEADER}\` la versión en que se dio.`;

/** One section per version, newest first. */
export const CHANGELOG = [
  '## Cambios por versión',
  ...[...PARTNER_API_VERSIONS]
    .reverse()
    .map(({ version, changes }) => [`### ${version}`, ...changes.map((change) => `- ${change}`)].join('\n')),
].join('\n\n');

export const versionParameter = {
  name: PARTNER_API_VERSION_HEADER,
  in: 'header',
  description: `La versión en que quieres la respuesta; sin esta cabecera, la de tu clave. Una versión que no existe se rechaza con 400 \`PARTNER_API_VERSION_UNKNOWN\`.`,
  schema: { type: 'string', enum: versions, examples: [LATEST_PARTNER_API_VERSION] },
};

export const versionHeader = {
  description: 'La versión en que se dio la respuesta.',
  schema: { type: 'string', enum: versions },
};

/** Every operation of `paths` accepts the version header. */
export function withVersionParameter<P extends Record<string, Record<string, object>>>(paths: P): P {
  return Object.fromEntries(
    Object.entries(paths).map(([route, operations]) => [
      route,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]: [string, { parameters?: object[] }]) => [
          method,
          {
            ...operation,
            parameters: [...(operation.parameters ?? []), { $ref: '#/components/parameters/CambixVersion' }],
          },
        ]),
      ),
    ]),
  ) as P;
}
