/** What the server takes as a proof image: PNG or JPEG, at most 5 MB (it checks the bytes again). */
export const proofMaxBytes = 5 * 1024 * 1024;

export type ProofProblem = 'proofType' | 'proofSize' | 'proofUnreadable';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length > signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/** Reads a file's bytes (File.arrayBuffer where the browser has it, else a FileReader). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

/** Base64 of bytes, in chunks (a 5 MB image in one String.fromCharCode call would overflow the stack). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * The chosen file as the server will judge it, before it is sent: too large, not a PNG or JPEG by
 * its first bytes (whatever its name says), or the base64 the confirmation call carries.
 */
export async function readProof(
  file: Blob,
): Promise<{ base64: string; mediaType: 'image/png' | 'image/jpeg' } | { problem: ProofProblem }> {
  if (file.size > proofMaxBytes) return { problem: 'proofSize' };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await bytesOf(file));
  } catch {
    return { problem: 'proofUnreadable' };
  }
  if (startsWith(bytes, png)) return { base64: base64Of(bytes), mediaType: 'image/png' };
  if (startsWith(bytes, jpeg)) return { base64: base64Of(bytes), mediaType: 'image/jpeg' };
  return { problem: 'proofType' };
}
