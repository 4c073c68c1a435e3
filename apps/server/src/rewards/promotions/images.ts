import { applicationImageMaxBytes } from '@lotus/contract/promotions';
import type { ApplicationImage } from '@lotus/contract/promotions';
import { fileTypeFromBuffer } from 'file-type';
import type { Pool } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { insertImage } from './applications-tables.ts';

const accepted = new Set(['image/png', 'image/jpeg']);

/**
 * An application's image, accepted by what its bytes are (file-type reads the signature), never
 * by a name or a declared type: a renamed executable is refused as `error_image_type`.
 */
export async function storeApplicationImage(
  deps: { pool: Pool; brandId: number },
  memberId: bigint,
  base64: string,
): Promise<ApplicationImage> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > applicationImageMaxBytes)
    throw new AppError('error_image_too_large', { params: { maxBytes: applicationImageMaxBytes } });
  const type = bytes.length === 0 ? undefined : await fileTypeFromBuffer(bytes);
  if (type === undefined || !accepted.has(type.mime)) throw new AppError('error_image_type');
  const row = await insertImage(deps.pool, {
    brandId: deps.brandId,
    memberId,
    contentType: type.mime as 'image/png' | 'image/jpeg',
    bytes,
  });
  return { id: row.id.toString(), contentType: row.content_type, size: row.size };
}
