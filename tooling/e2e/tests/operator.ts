import { e2eOperatorKey, e2eSites } from '../product.ts';

/** Calls the operator API of the product under test, as an operator's tool would. */
export async function operatorCall(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<unknown> {
  // A JSON content type with no body is refused, as for any client: say it only when there is one
  // (a confirm or an approve is a POST without a body).
  const response = await fetch(`${e2eSites.member}${path}`, {
    method,
    headers: {
      'x-operator-key': e2eOperatorKey,
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
