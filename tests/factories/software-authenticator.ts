import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software, for the integration tests (decision 044): an EC P-256 key
 * per credential from node:crypto, and what a browser and an authenticator send: clientDataJSON,
 * authenticatorData with its flags, an attestationObject in CBOR with fmt 'none', and an ECDSA
 * signature over authenticatorData || SHA-256(clientDataJSON). Nothing of the server's library is
 * used to build these, so the tests check @simplewebauthn/server against the specification's bytes.
 */

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

type CborValue = number | string | Uint8Array | CborValue[] | Map<CborValue, CborValue> | { [key: string]: CborValue };

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const head = Buffer.alloc(3);
    head[0] = (major << 5) | 25;
    head.writeUInt16BE(length, 1);
    return head;
  }
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

/** The few CBOR types WebAuthn needs (RFC 8949): integers, byte and text strings, arrays, maps. */
export function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([cborHead(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

export type SoftwareCredential = {
  id: Buffer;
  privateKey: KeyObject;
  publicKeyCose: Buffer;
  rpId: string;
  userHandle: string;
  signCount: number;
};

export type AuthenticatorOptions = {
  /** Where the "browser" says it is (clientDataJSON.origin). */
  origin: string;
  /** Whether the person was verified (fingerprint, PIN): the UV flag. Default true. */
  userVerified?: boolean;
  /** A synced passkey: the BE and BS flags, and a counter that stays 0. Default false. */
  synced?: boolean;
};

type RegistrationOptions = { challenge: string; rp: { id?: string }; user: { id: string }; excludeCredentials?: { id: string }[] };
type AuthenticationOptions = { challenge: string; rpId?: string; allowCredentials?: { id: string }[] };

export class SoftwareAuthenticator {
  readonly credentials: SoftwareCredential[] = [];
  origin: string;
  userVerified: boolean;
  readonly synced: boolean;

  constructor(options: AuthenticatorOptions) {
    this.origin = options.origin;
    this.userVerified = options.userVerified ?? true;
    this.synced = options.synced ?? false;
  }

  private flags(extra = 0): number {
    return FLAG_UP | (this.userVerified ? FLAG_UV : 0) | (this.synced ? FLAG_BE | FLAG_BS : 0) | extra;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): a new discoverable credential, answered as RegistrationResponseJSON. */
  register(options: RegistrationOptions) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    if (options.excludeCredentials?.some((excluded) => this.credentials.some((c) => b64url(c.id) === excluded.id))) {
      throw new Error('InvalidStateError: this authenticator already holds a credential of the account');
    }
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const publicKeyCose = cbor(
      new Map<CborValue, CborValue>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const credential: SoftwareCredential = { id: randomBytes(32), privateKey, publicKeyCose, rpId, userHandle: options.user.id, signCount: 0 };
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(FLAG_AT)]),
      Buffer.alloc(4), // signCount 0
      Buffer.alloc(16), // AAGUID: none
      credentialIdLength,
      credential.id,
      publicKeyCose,
    ]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    this.credentials.push(credential);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /**
   * navigator.credentials.get(): signs the challenge with the credential the options allow (or,
   * with none listed, this authenticator's first for the RP: a discoverable credential), answered
   * as AuthenticationResponseJSON. `credential` picks another one; `counter` forces the counter sent.
   */
  authenticate(options: AuthenticationOptions, choose: { credential?: SoftwareCredential; counter?: number } = {}) {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const allowed = options.allowCredentials?.map((descriptor) => descriptor.id);
    const credential =
      choose.credential ?? this.credentials.find((c) => c.rpId === rpId && (!allowed || allowed.length === 0 || allowed.includes(b64url(c.id))));
    if (!credential) throw new Error('NotAllowedError: no credential of this authenticator is allowed');
    if (choose.counter !== undefined) credential.signCount = choose.counter;
    else if (!this.synced) credential.signCount += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.signCount);
    const authData = Buffer.concat([sha256(credential.rpId), Buffer.from([this.flags()]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
