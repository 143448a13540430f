import type { Config } from '../env.ts';
import type { SunatGateway } from './sunat-gateway.ts';
import { createSimulatorGateway } from './simulator-gateway.ts';
import { loadSigningIdentity } from './signing-identity.ts';
import { createSoapGateway } from './soap-gateway.ts';
import type { SigningIdentity } from './xml-signature.ts';

/** The gateway and certificate RECEIPT_SENDER names (decision 171); none for `local` and `test`. */
export async function sunatConnection(
  config: Config,
  now: () => Date,
): Promise<{ gateway: SunatGateway; identity: SigningIdentity } | undefined> {
  if (config.receiptSender !== 'simulator' && config.receiptSender !== 'sunat') return undefined;
  const identity = await loadSigningIdentity({
    certificatePem: config.sunatCertificate?.certificatePem,
    privateKeyPem: config.sunatCertificate?.privateKeyPem,
    dataDir: config.dataDir,
  });
  if (config.receiptSender === 'sunat' && config.sunat) {
    const { url, user, password } = config.sunat;
    return { gateway: createSoapGateway({ url, username: user, password }), identity };
  }
  return { gateway: createSimulatorGateway({ now }), identity };
}
