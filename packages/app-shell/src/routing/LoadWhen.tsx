import type { ReactNode } from 'react';
import { Suspense, useState } from 'react';

/**
 * Renders `children` from the first time `when` is true, and keeps them from then on (a dialog
 * keeps its closing state). Until then nothing renders, so a lazily loaded child (the login
 * dialog, the forced password change) costs the first page nothing.
 */
export function LoadWhen(props: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(props.when);
  // Derived from props during render (React's "storing information from previous renders").
  if (props.when && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{props.children}</Suspense> : null;
}
