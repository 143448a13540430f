import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

// XMLDSig enveloped in ext:UBLExtensions, as SUNAT asks (decision 170): RSA-SHA256 over the whole document
// (URI ""), inclusive C14N, the certificate in KeyInfo. The DigestValue is the receipt's hash.

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const DS = 'http://www.w3.org/2000/09/xmldsig#';

export interface SigningIdentity {
  /** PKCS#8 or PKCS#1 PEM. */
  privateKeyPem: string;
  /** The X.509 certificate, PEM. */
  certificatePem: string;
}

export interface SignedDocument {
  xml: string;
  /** The document's SHA-256 digest, base64: what the printed receipt shows as its hash. */
  digestValue: string;
}

/** The DigestValue of a signed document (its hash). */
export function digestValueOf(signedXml: string): string {
  const document = new DOMParser().parseFromString(signedXml, 'text/xml');
  const value = document.getElementsByTagNameNS(DS, 'DigestValue')[0]?.textContent;
  if (!value) throw new Error('the document has no DigestValue');
  return value;
}

/** Signs a UBL document whose ext:ExtensionContent is empty; the ds:Signature goes inside it. */
export function signUbl(xml: string, identity: SigningIdentity, signatureId: string): SignedDocument {
  const signer = new SignedXml({
    privateKey: identity.privateKeyPem,
    publicCert: identity.certificatePem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: C14N,
  });
  signer.addReference({
    xpath: '/*',
    uri: '',
    isEmptyUri: true,
    transforms: [ENVELOPED],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signer.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: signatureId },
    location: { reference: "//*[local-name(.)='ExtensionContent']", action: 'append' },
  });
  const signed = signer.getSignedXml();
  return { xml: signed, digestValue: digestValueOf(signed) };
}

/**
 * Whether a document's signature holds: the digest of the document without its signature and the
 * signature of SignedInfo, against the certificate in KeyInfo (who issued the certificate is not checked).
 */
export function signatureHolds(signedXml: string): boolean {
  const document = new DOMParser().parseFromString(signedXml, 'text/xml');
  const signature = document.getElementsByTagNameNS(DS, 'Signature')[0];
  if (!signature) return false;
  const verifier = new SignedXml({ getCertFromKeyInfo: SignedXml.getCertFromKeyInfo });
  verifier.loadSignature(signature as unknown as Parameters<SignedXml['loadSignature']>[0]);
  try {
    return verifier.checkSignature(signedXml);
  } catch {
    return false;
  }
}
