/**
 * Digital signatures on tax document PDFs (docs/decisions/0059-parcel-papers-and-signatures.md):
 * a detached CMS (PKCS#7, SHA-256) signature with the seller's certificate, an "electronic
 * signature" under the Information Technology Act 2000 s.3A. CGST Rule 53(1A) wants a credit note
 * signed (the electronic-document proviso of Notification 74/2018-CT covers Rules 46, 49 and 54
 * only), so with a certificate configured every document is signed; without one, nothing is.
 *
 * The certificate is a PKCS#12 file (DOCUMENT_SIGNING_P12, DOCUMENT_SIGNING_PASSPHRASE) read and
 * checked once at start (config/env.ts) and held here for the process.
 */
import { readFileSync } from 'node:fs';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';

/** A loaded signing certificate: the PKCS#12 bytes, its passphrase and the name it certifies. */
export interface DocumentSigner {
  p12: Buffer;
  passphrase: string;
  /** The certificate subject's common name (CN), e.g. the proprietor's name on the DSC. */
  signerName: string;
  /** When the certificate stops being valid. */
  validUntil: Date;
}

/** Why a PKCS#12 file cannot sign: the message names the file and what is wrong with it. */
export class SigningSetupError extends Error {
  override name = 'SigningSetupError';
}

/**
 * Reads and checks the PKCS#12 file at `p12Path` with `passphrase` (synchronously, at start):
 * it must open, hold a PKCS#8 shrouded private key and the certificate of that key, and the
 * certificate must be valid at `now`. Throws SigningSetupError saying what is wrong.
 */
export function loadDocumentSigner(p12Path: string, passphrase: string, now = new Date()): DocumentSigner {
  let p12: Buffer;
  try {
    p12 = readFileSync(p12Path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new SigningSetupError(`cannot read ${p12Path} (${code})`);
  }
  let store: forge.pkcs12.Pkcs12Pfx;
  try {
    store = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
  } catch {
    throw new SigningSetupError(
      `${p12Path} is not a PKCS#12 file that opens with DOCUMENT_SIGNING_PASSPHRASE (wrong passphrase?)`,
    );
  }
  const shrouded = forge.pki.oids.pkcs8ShroudedKeyBag as string;
  const key = store.getBags({ bagType: shrouded })[shrouded]?.[0]?.key as
    | forge.pki.rsa.PrivateKey
    | undefined;
  if (!key) throw new SigningSetupError(`${p12Path} holds no private key (an RSA key is needed)`);
  const certBag = forge.pki.oids.certBag as string;
  const certificate = (store.getBags({ bagType: certBag })[certBag] ?? [])
    .map((bag) => bag.cert)
    .find((cert) => {
      const publicKey = cert?.publicKey as forge.pki.rsa.PublicKey | undefined;
      return publicKey?.n?.equals(key.n) && publicKey.e.equals(key.e);
    });
  if (!certificate) throw new SigningSetupError(`${p12Path} holds no certificate for its private key`);
  const { notBefore, notAfter } = certificate.validity;
  if (now < notBefore || now > notAfter) {
    throw new SigningSetupError(
      `the certificate in ${p12Path} is valid from ${notBefore.toISOString()} to ${notAfter.toISOString()}, not now`,
    );
  }
  const commonName = certificate.subject.getField('CN')?.value;
  return {
    p12,
    passphrase,
    signerName: typeof commonName === 'string' && commonName.trim() ? commonName.trim() : 'the seller',
    validUntil: notAfter,
  };
}

let current: DocumentSigner | undefined;

/** Sets (or, with undefined, clears) the certificate this process signs documents with; called at start. */
export function setDocumentSigner(signer: DocumentSigner | undefined): void {
  current = signer;
}

/** The certificate documents are signed with, or undefined when none is configured. */
export function documentSigner(): DocumentSigner | undefined {
  return current;
}

/** The words under the signatory block of a signed document: "Digitally signed by <name>". */
export function signedByLine(signer: Pick<DocumentSigner, 'signerName'>, legalName: string): string {
  const same = signer.signerName.toLowerCase() === legalName.trim().toLowerCase();
  return same
    ? `Digitally signed by ${legalName}`
    : `Digitally signed by ${signer.signerName} for ${legalName}`;
}

/** What the signature dictionary records besides the signature (PDF 32000-1 §12.8.1). */
export interface SignatureDetails {
  reason: string;
  location: string;
  contactInfo: string;
}

/**
 * `pdf` (a classic cross-reference PDF, as pdfkit writes) signed with `signer`: an incremental
 * update adding an invisible signature field whose /Contents is the detached CMS over /ByteRange,
 * i.e. every byte but the signature itself. Rejects when the PDF cannot take the placeholder.
 */
export async function signPdf(
  pdf: Buffer,
  signer: DocumentSigner,
  details: SignatureDetails,
): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: details.reason,
    location: details.location,
    contactInfo: details.contactInfo,
    name: signer.signerName,
  });
  return new SignPdf().sign(withPlaceholder, new P12Signer(signer.p12, { passphrase: signer.passphrase }));
}
