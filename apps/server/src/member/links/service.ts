import { randomInt } from 'node:crypto';
import type { Pool } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { countClick, insertLink, selectLink, selectLinksOf, updateLink } from './tables.ts';
import type { LinkRow } from './tables.ts';

/** Letters and digits that cannot be misread (no I, O, 0, 1). */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  let code = 'R';
  for (let index = 0; index < 7; index += 1) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

/**
 * An agent's registration links (docs/agent-centre.md "Links"): each a code of its own for a
 * plain member or an agent, a note, on or off; visits counted; registrations counted from the
 * accounts that came through it. An agent reads and changes only its own links.
 */
export function createRegistrationLinks(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;

  async function create(agentId: bigint, link: { kind: 'member' | 'agent'; note: string }): Promise<LinkRow> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const id = await insertLink(pool, brandId, { agentId, code: newCode(), ...link });
      if (id !== undefined) return (await selectLink(pool, brandId, id))!;
    }
    throw new Error('registration links: no free code after 5 tries');
  }

  async function update(
    agentId: bigint,
    id: bigint,
    change: { enabled?: boolean | undefined; note?: string | undefined },
  ): Promise<LinkRow> {
    const link = await selectLink(pool, brandId, id);
    // Another agent's link is not found, as one that does not exist.
    if (link === undefined || link.agent_id !== agentId) throw new AppError('error_not_found');
    await updateLink(pool, id, change);
    return (await selectLink(pool, brandId, id))!;
  }

  return {
    create,
    update,
    list: (agentId: bigint) => selectLinksOf(pool, agentId),
    /** A visitor opened the registration page with a link's code: counted when the link is on. */
    visit: (code: string) => countClick(pool, brandId, code),
  };
}

export type RegistrationLinks = ReturnType<typeof createRegistrationLinks>;
export type { LinkRow };
