import { verify, X509Certificate } from 'node:crypto';
import type { PersonRequest, ProvenPerson } from './provider';

// The proof a Smart-ID or Mobile-ID session ends with (both APIs' "validating the authentication
// response"): the signature over our challenge must hold under the certificate's key, the
// certificate must be valid now (and issued by a trusted SK CA, where those are configured), and
// its subject must be the person the player said they are.

export interface Proof {
  /** The certificate, DER in base64. */
  cert: string;
  /** The signature, base64. */
  signature: string;
  /** What was signed (the random challenge whose hash was sent) and the hash it was sent as. */
  challenge: Buffer;
  digest: 'sha256' | 'sha512';
}

export type ProofCheck = { ok: true; person: ProvenPerson } | { ok: false; reason: 'PROOF_INVALID' | 'PERSON_MISMATCH' };

export function checkProof(proof: Proof, request: PersonRequest, now: Date, trusted: readonly X509Certificate[]): ProofCheck {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(Buffer.from(proof.cert, 'base64'));
  } catch {
    return { ok: false, reason: 'PROOF_INVALID' };
  }
  if (now < new Date(cert.validFrom) || now > new Date(cert.validTo)) return { ok: false, reason: 'PROOF_INVALID' };
  if (trusted.length > 0 && !trusted.some((ca) => cert.checkIssued(ca) && cert.verify(ca.publicKey)))
    return { ok: false, reason: 'PROOF_INVALID' };
  const key = cert.publicKey;
  // ECDSA signatures come as r‖s (IEEE P1363); RSA ones as PKCS#1 v1.5.
  const signed = verify(
    proof.digest,
    proof.challenge,
    key.asymmetricKeyType === 'ec' ? { key, dsaEncoding: 'ieee-p1363' } : key,
    Buffer.from(proof.signature, 'base64'),
  );
  if (!signed) return { ok: false, reason: 'PROOF_INVALID' };
  const subject = subjectFields(cert.subject);
  // Smart-ID writes `PNOEE-38001085718`; Mobile-ID the same or the bare code.
  const serial = subject.serialNumber ?? '';
  const country = request.kind === 'smart_id' ? request.country : null;
  const matches =
    serial === request.personalCode ||
    (/^PNO[A-Z]{2}-/.test(serial) && serial.slice(6) === request.personalCode && (country === null || serial.slice(3, 5) === country));
  if (!matches) return { ok: false, reason: 'PERSON_MISMATCH' };
  return { ok: true, person: { personalCode: request.personalCode, givenName: subject.GN ?? null, surname: subject.SN ?? null } };
}

/** Node writes the subject as `KEY=value` lines. */
function subjectFields(subject: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of subject.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) fields[line.slice(0, at)] = line.slice(at + 1);
  }
  return fields;
}
