import { apiClient } from '@lotus/app-shell';
import type { CreateLink, RegistrationLink, RegistrationLinks, UpdateLink } from '@lotus/contract/agents';
import {
  createRegistrationLink,
  listRegistrationLinks,
  updateRegistrationLink,
} from '@lotus/contract/agents';
import type { QueryClient } from '@tanstack/react-query';

export const linksQueryKey = ['agent', 'links'] as const;

/** The longest note the server keeps (createLinkSchema, updateLinkSchema). */
export const noteMaxLength = 100;

/** The agent's registration links with their clicks and registrations. */
export function fetchLinks(signal?: AbortSignal): Promise<RegistrationLinks> {
  return apiClient.call(listRegistrationLinks, undefined, { signal });
}

export function createLink(link: CreateLink): Promise<RegistrationLink> {
  return apiClient.call(createRegistrationLink, { body: link });
}

export function updateLink(id: string, change: UpdateLink): Promise<RegistrationLink> {
  return apiClient.call(updateRegistrationLink, { params: { id }, body: change });
}

/**
 * Puts the server's answer for one link in the list the page shows (a new link first, as the
 * server lists them newest first), without asking for the whole list again.
 */
export function keepLink(queryClient: QueryClient, link: RegistrationLink): void {
  queryClient.setQueryData<RegistrationLinks>(linksQueryKey, (current) => {
    if (!current) return { links: [link] };
    const known = current.links.some((entry) => entry.id === link.id);
    return {
      links: known
        ? current.links.map((entry) => (entry.id === link.id ? link : entry))
        : [link, ...current.links],
    };
  });
}
