import type { ReactNode } from 'react';
import { createContext } from 'react';
import type { Params, RouteObject } from './route-table.ts';

/** What a layout's `<Outlet />` shows: the matching child route, already rendered. */
export const OutletContext = createContext<ReactNode>(null);

/** The parameters of the route being shown. */
export const ParamsContext = createContext<Params>({});

/** The site's route table, so a link can load its page's chunk before it is followed. */
export const RoutesContext = createContext<readonly RouteObject[] | null>(null);
