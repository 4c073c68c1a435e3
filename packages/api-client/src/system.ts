import type {
  DomainRoute,
  FieldRuleValue,
  HelpCenter,
  SystemStatus,
  WhitelabelNode,
} from '@lotus/contract/system';
import type { ApiClient } from './client.ts';

/** The system calls of the spec (section 7). */
export function systemApi(client: ApiClient) {
  return {
    status: (host: string) => client.get<SystemStatus>('/wps/system/status', { searchParams: { url: host } }),
    whitelabel: () => client.get<WhitelabelNode[]>('/wps/system/whitelabel'),
    registerRules: () => client.get<FieldRuleValue[]>('/wps/system/setting/register'),
    domainRoute: (device = 3) =>
      client.get<DomainRoute>('/wps/system/domainRoute', { searchParams: { device } }),
    helpCenter: (language?: string) =>
      client.get<HelpCenter>('/wps/system/helpCenter', { searchParams: { language } }),
  };
}

export type SystemApi = ReturnType<typeof systemApi>;

/** Whether a switch of the whitelabel tree is on: it and all its ancestors enabled ('1'). */
export function isFeatureEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  const walk = (nodes: readonly WhitelabelNode[]): boolean | undefined => {
    for (const node of nodes) {
      if (node.modId === modId) return node.enabled === '1';
      const below = walk(node.childrenNodes);
      if (below !== undefined) return node.enabled === '1' && below;
    }
    return undefined;
  };
  return walk(tree) ?? false;
}
