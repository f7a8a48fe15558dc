import type { ReactNode } from 'react';

/**
 * A `<main>` landmark around a component under test, so that axe's page-level `region` rule judges the
 * component, not the missing page around it.
 */
export function Page({ children }: { children?: ReactNode }) {
  return <main>{children}</main>;
}
