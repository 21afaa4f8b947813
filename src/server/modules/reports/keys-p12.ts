import forge from 'node-forge';

/** A self-issued certificate (RSA 2048, 10 years) and its key as a P12, base64, with an empty passphrase. */
export function newSelfIssuedP12(issuer: string): string {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  const from = new Date();
  cert.validity.notBefore = from;
  cert.validity.notAfter = new Date(from.getTime() + 10 * 365 * 86_400_000);
  const attrs = [
    { name: 'commonName', value: `${issuer} report seal` },
    { name: 'organizationName', value: issuer },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], '', { algorithm: '3des' });
  return forge.util.encode64(forge.asn1.toDer(asn1).getBytes());
}
