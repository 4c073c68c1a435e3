import { crash } from '@lotus/app-shell';

export { crash };

/** Query keys of the PAPPU room: the live state, and the pages of past rounds. */
export const crashQueryKeys = {
  state: ['crash', 'state'] as const,
  rounds: (page: number) => ['crash', 'rounds', page] as const,
};
