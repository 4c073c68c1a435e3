import {
  getDomainRoute,
  getHelpCenter,
  getRegisterRules,
  getSystemStatus,
  getWhitelabel,
} from '@lotus/contract/system';
import type { WhitelabelNode } from '@lotus/contract/system';
import type { ApiClient } from './client.ts';

/** The system calls of the spec (section 7). */
export function systemApi(client: ApiClient) {
  return {
    status: (host: string) => client.call(getSystemStatus, { query: { url: host } }),
    whitelabel: () => client.call(getWhitelabel),
    registerRules: () => client.call(getRegisterRules),
    domainRoute: (device = 3) => client.call(getDomainRoute, { query: { device } }),
    helpCenter: (language?: string) =>
      client.call(getHelpCenter, { query: language === undefined ? {} : { language } }),
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
