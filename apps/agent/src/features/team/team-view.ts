/**
 * What the team screen shows, as its address holds it (`/team?parentId=&search=&level=&page=`), so
 * Back, Forward, a reload and a shared link all show the same list.
 */
export interface TeamView {
  /** Whose team: a member of the agent's team; absent, the agent itself. */
  parentId?: string;
  /** The start of a username. */
  search?: string;
  /** Levels below the agent (1 is its direct downline). */
  level?: number;
  page: number;
}

/** The levels the filter offers (the agent centre's tree is six levels deep). */
export const teamLevels = [1, 2, 3, 4, 5, 6] as const;

export const teamPageSize = 20;

/** An id as the server writes one (bigserial); anything else in the address names no member. */
const memberId = /^[1-9]\d{0,17}$/;

/**
 * The view an address asks for, or 'unknown-parent' when its parentId cannot be anyone's id (a
 * mangled link): the screen says so as it would for a member outside the team. A level or page it
 * cannot read is left out rather than refused.
 */
export function readTeamView(params: URLSearchParams): TeamView | 'unknown-parent' {
  const parentId = params.get('parentId') ?? '';
  if (parentId !== '' && !memberId.test(parentId)) return 'unknown-parent';
  const search = (params.get('search') ?? '').trim();
  const level = Number(params.get('level'));
  const page = Number(params.get('page'));
  return {
    ...(parentId ? { parentId } : {}),
    ...(search ? { search } : {}),
    ...(teamLevels.some((known) => known === level) ? { level } : {}),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a view: only what differs from the top of the team's first page. */
export function teamAddress(view: Partial<TeamView> = {}): string {
  const params = new URLSearchParams();
  if (view.parentId) params.set('parentId', view.parentId);
  if (view.search) params.set('search', view.search);
  if (view.level) params.set('level', String(view.level));
  if (view.page && view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `/team?${query}` : '/team';
}

/** Whether the list is filtered (every match in the team) rather than one member's direct downline. */
export function isFiltered(view: TeamView): boolean {
  return view.search !== undefined || view.level !== undefined;
}
