// HMAC (RFC 2104) over the package's own SHA-256, so it stays synchronous and runtime-independent.
import { sha256 } from './sha256.ts';

const BLOCK_BYTES = 64;
const INNER_PAD = 0x36;
const OUTER_PAD = 0x5c;

function concat(first: Uint8Array, second: Uint8Array): Uint8Array {
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first);
  joined.set(second, first.length);
  return joined;
}

/** The 32-byte HMAC-SHA256 of `message` under `key`. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  // Keys longer than a block are hashed first; shorter ones are zero-padded to a block.
  const blockKey = new Uint8Array(BLOCK_BYTES);
  blockKey.set(key.length > BLOCK_BYTES ? sha256(key) : key);
  const innerKey = blockKey.map((byte) => byte ^ INNER_PAD);
  const outerKey = blockKey.map((byte) => byte ^ OUTER_PAD);
  return sha256(concat(outerKey, sha256(concat(innerKey, message))));
}
