import { e2eOperatorKey, e2eSites } from '../product.ts';

/** Calls the operator API of the product under test, as an operator's tool would. */
export async function operatorCall(method: 'PUT' | 'GET', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${e2eSites.member}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-operator-key': e2eOperatorKey },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { success: boolean; value: unknown; error?: unknown };
  if (!envelope.success)
    throw new Error(`operator ${method} ${path} failed: ${JSON.stringify(envelope.error)}`);
  return envelope.value;
}

export const setMaintenance = (enabled: boolean, message: string | null = null) =>
  operatorCall('PUT', '/admin/system/maintenance', { enabled, message });
