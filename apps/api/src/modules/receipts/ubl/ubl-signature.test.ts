import { DOMImplementation, DOMParser, XMLSerializer, type Element, type Node } from '@xmldom/xmldom';
import { webcrypto } from 'node:crypto';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Xmldsigjs from 'xmldsigjs';
import { selfSignedIdentity } from '../../../platform/sunat/signing-identity.ts';
import { signUbl, type SigningIdentity } from '../../../platform/sunat/xml-signature.ts';
import { invoiceXml } from './invoice-xml.ts';
import { commissionBoleta } from './ubl-fixtures.ts';

const DS = 'http://www.w3.org/2000/09/xmldsig#';

// xmldsigjs is given its DOM and XPath through its own xml-core (the copy it resolves, hence the require).
const require = createRequire(import.meta.url);
const xmldsigjs = require('xmldsigjs') as typeof Xmldsigjs;
const fromXmldsigjs = createRequire(require.resolve('xmldsigjs'));
const xmlCore = fromXmldsigjs('xml-core') as {
  setNodeDependencies(dependencies: Record<string, unknown>): void;
};
xmlCore.setNodeDependencies({ DOMParser, XMLSerializer, DOMImplementation, xpath: fromXmldsigjs('xpath') });

// xmldsigjs's enveloped-signature transform removes only a ds:Signature that is a child of the root
// (PeculiarVentures/xmldsigjs#49, open); XMLDSig §6.6.4 removes the signature wherever it is, and UBL puts it
// in ext:ExtensionContent. This restores the standard transform; digest, C14N and RSA stay xmldsigjs's own.
xmldsigjs.XmlDsigEnvelopedSignatureTransform.prototype.GetOutput = function standardEnveloped(this: {
  innerXml: Node | null;
}) {
  const root = this.innerXml;
  if (!root) throw new Error('no input');
  for (const signature of Array.from((root as Element).getElementsByTagNameNS(DS, 'Signature'))) {
    signature.parentNode?.removeChild(signature);
  }
  return root;
};

/** Verifies with xmldsigjs (WebCrypto), a different implementation from xml-crypto, which signs. */
async function verifiedByAnotherLibrary(xml: string): Promise<boolean> {
  xmldsigjs.Application.setEngine(
    'NodeJS',
    webcrypto as unknown as Parameters<typeof xmldsigjs.Application.setEngine>[1],
  );
  const document = xmldsigjs.Parse(xml);
  const signature = document.getElementsByTagNameNS(DS, 'Signature')[0];
  if (!signature) throw new Error('no signature');
  const signed = new xmldsigjs.SignedXml(document);
  signed.LoadXml(signature);
  try {
    return await signed.Verify();
  } catch (error) {
    // xmldsigjs throws on a digest that does not match instead of answering false.
    if (String((error as Error).message).includes('Invalid digest')) return false;
    throw error;
  }
}

let identity: SigningIdentity;
beforeAll(async () => {
  identity = await selfSignedIdentity();
});

describe('the XMLDSig of a UBL document', () => {
  it('goes inside ext:ExtensionContent with the Id cac:Signature names, and another library verifies it', async () => {
    const { xml, digestValue } = signUbl(invoiceXml(commissionBoleta), identity, 'SignatureSP');
    expect(xml).toMatch(/<ext:ExtensionContent><ds:Signature [^>]*Id="SignatureSP"/);
    expect(xml).toContain('<ds:X509Certificate>');
    expect(digestValue).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(await verifiedByAnotherLibrary(xml)).toBe(true);
  });

  it('a document changed after signing fails verification', async () => {
    const { xml } = signUbl(invoiceXml(commissionBoleta), identity, 'SignatureSP');
    const tampered = xml.replace(
      '<cbc:PayableAmount currencyID="PEN">45.37',
      '<cbc:PayableAmount currencyID="PEN">4.37',
    );
    expect(tampered).not.toBe(xml);
    expect(await verifiedByAnotherLibrary(tampered)).toBe(false);
  });

  it('a signature made with another key fails against the certificate it names', async () => {
    const other = await selfSignedIdentity();
    const { xml } = signUbl(
      invoiceXml(commissionBoleta),
      { ...other, certificatePem: identity.certificatePem },
      'SignatureSP',
    );
    expect(await verifiedByAnotherLibrary(xml)).toBe(false);
  });

  it('the hash is the digest of the document: another boleta has another hash', () => {
    const first = signUbl(invoiceXml(commissionBoleta), identity, 'SignatureSP');
    const again = signUbl(invoiceXml(commissionBoleta), identity, 'SignatureSP');
    const other = signUbl(invoiceXml({ ...commissionBoleta, numero: 44 }), identity, 'SignatureSP');
    expect(again.digestValue).toBe(first.digestValue);
    expect(other.digestValue).not.toBe(first.digestValue);
  });
});
