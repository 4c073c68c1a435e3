import type { RegistrationLink, RegistrationLinks } from '@lotus/contract/agents';
import type { AgentRegistrationLinks } from '../needs.ts';

type LinkRow = Awaited<ReturnType<AgentRegistrationLinks['list']>>[number];

/**
 * The agent site's link management: the member domain keeps the links (registration reads them);
 * this gives each its registration page's address on the member site.
 */
export function createAgentLinks(deps: { links: AgentRegistrationLinks; memberSiteUrl: string }) {
  const view = (row: LinkRow): RegistrationLink => ({
    id: row.id.toString(),
    code: row.code,
    url: new URL(`/register?code=${row.code}`, deps.memberSiteUrl).toString(),
    kind: row.kind,
    note: row.note,
    enabled: row.enabled,
    clicks: Number(row.clicks),
    registrations: row.registrations,
    createdAt: row.created_at.toISOString(),
  });
  return {
    list: async (agentId: bigint): Promise<RegistrationLinks> => ({
      links: (await deps.links.list(agentId)).map(view),
    }),
    create: async (agentId: bigint, link: { kind: 'member' | 'agent'; note: string }) =>
      view(await deps.links.create(agentId, link)),
    update: async (
      agentId: bigint,
      id: bigint,
      change: { enabled?: boolean | undefined; note?: string | undefined },
    ) => view(await deps.links.update(agentId, id, change)),
    visit: async (code: string) => {
      const kind = await deps.links.visit(code);
      return { counted: kind !== undefined, kind: kind ?? null };
    },
  };
}

export type AgentLinks = ReturnType<typeof createAgentLinks>;
