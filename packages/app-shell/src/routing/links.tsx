import type { AnchorHTMLAttributes, FocusEvent, PointerEvent, Ref } from 'react';
import { use } from 'react';
import { Link as WouterLink, Redirect } from 'wouter';
import { useLocation } from './hooks.ts';
import type { NavigateOptions } from './hooks.ts';
import { preloadRoutes } from './preload-routes.tsx';
import { RoutesContext } from './route-context.ts';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & {
    /** The address, absolute: `/wallet`, `/lottery?gameCode=x`. */
    to: string;
    ref?: Ref<HTMLAnchorElement>;
  };

const pathOf = (to: string) => to.split(/[?#]/)[0] ?? to;

/**
 * A link to a page of the site: a plain `<a href>` that navigates without reloading (a click with a
 * modifier key or another button, or a link with another `target`, is left to the browser). Pointing at it or focusing it
 * starts loading the page's chunk, so following it seldom waits. A link to the address the reader
 * is at replaces the entry rather than adding one, as react-router did.
 */
export function Link({ to, replace, state, onPointerEnter, onFocus, ...anchor }: LinkProps) {
  const location = useLocation();
  const routes = use(RoutesContext);
  const preload = () => {
    if (routes) void preloadRoutes(routes, pathOf(to));
  };
  // Another window or a download is the browser's to open: a plain link.
  if (anchor.target !== undefined && anchor.target !== '_self') {
    const { children, ...rest } = anchor;
    return (
      <a {...rest} href={to}>
        {children}
      </a>
    );
  }
  return (
    <WouterLink
      {...anchor}
      to={to}
      replace={replace ?? to === `${location.pathname}${location.search}`}
      state={state ?? null}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        preload();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        preload();
      }}
    />
  );
}

/**
 * Whether `to` is the page at `pathname` or, unless `end`, a section above it (`/help` at
 * `/help/deposits`).
 */
export function isCurrentPage(pathname: string, to: string, end = false): boolean {
  const target = pathOf(to).replace(/\/$/, '').toLowerCase();
  const at = pathname.replace(/\/$/, '').toLowerCase();
  // The home page is current on itself only, not under every address.
  if (target === '' || end) return at === target;
  return at === target || at.startsWith(`${target}/`);
}

/**
 * A link in a navigation: `aria-current="page"` while the reader is at its page or under it (at
 * the page only with `end`), which the styles highlight and assistive technology announces.
 */
export function NavLink({ end, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  return <Link aria-current={isCurrentPage(pathname, props.to, end) ? 'page' : undefined} {...props} />;
}

/** Sends the reader to `to` as soon as it renders (a guard: no session, no such section). */
export function Navigate(props: { to: string } & NavigateOptions) {
  return <Redirect to={props.to} replace={props.replace ?? false} state={props.state ?? null} />;
}
