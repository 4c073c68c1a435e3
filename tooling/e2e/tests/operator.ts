import { e2eOperatorSecret, e2eSites } from '../product.ts';

/** The headers of a script's operator call: the API token global setup had `pnpm operator:create` make. */
export const operatorHeaders = () => ({ authorization: `Bearer ${e2eOperatorSecret('apiToken')}` });

/** Calls the operator API of the product under test on the operator listener, as an operator's script would. */
export async function operatorCall(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<unknown> {
  // A JSON content type with no body is refused, as for any client: say it only when there is one
  // (a confirm or an approve is a POST without a body).
  const response = await fetch(`${e2eSites.operator}${path}`, {
    method,
    headers: {
      ...operatorHeaders(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { success: boolean; value: unknown; error?: unknown };
  if (!envelope.success)
    throw new Error(`operator ${method} ${path} failed: ${JSON.stringify(envelope.error)}`);
  return envelope.value;
}

export const setMaintenance = (enabled: boolean, message: string | null = null) =>
  operatorCall('PUT', '/admin/system/maintenance', { enabled, message });
