import { proofImageMaxBytes } from '@lotus/contract/withdrawals/schemas';
import { AppError } from '../../platform/http/app-error.ts';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, by their magic numbers (never by a name or a declared type), or null. */
export function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.length > pngSignature.length && bytes.subarray(0, pngSignature.length).equals(pngSignature)) {
    return 'image/png';
  }
  if (bytes.length > jpegSignature.length && bytes.subarray(0, jpegSignature.length).equals(jpegSignature)) {
    return 'image/jpeg';
  }
  return null;
}

/**
 * The proof image from its base64: png or jpeg by its magic bytes, at most 5 MB decoded; else
 * error_proof_image_too_large { maxMegabytes } or error_proof_image_invalid.
 */
export function readProofImage(base64: string): { mediaType: 'image/png' | 'image/jpeg'; image: Buffer } {
  // Standard base64 only (the contract checked the alphabet): a length that is not a multiple of 4
  // is a truncated upload, not an image.
  if (base64.length === 0 || base64.length % 4 !== 0) throw new AppError('error_proof_image_invalid');
  const image = Buffer.from(base64, 'base64');
  if (image.length > proofImageMaxBytes) {
    throw new AppError('error_proof_image_too_large', {
      params: { maxMegabytes: proofImageMaxBytes / (1024 * 1024) },
    });
  }
  const mediaType = imageTypeOf(image);
  if (mediaType === null) throw new AppError('error_proof_image_invalid');
  return { mediaType, image };
}
