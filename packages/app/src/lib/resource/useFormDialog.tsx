import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { Identified } from '../listQuery';
import type { ResourceFormDialog as Dialog } from './ResourceFormDialog';
import type { ResourceDescriptor } from './types';

/** The dialog's chunk (also for a form opened outside a list screen: a refused offline write's "Perbaiki"). */
export const loadDialog = () => import('./ResourceFormDialog');
const ResourceFormDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ResourceFormDialog })),
) as typeof Dialog;

/**
 * The add/edit dialog of a list screen (as `useResourceFormDialog`), with the dialog's code (react-hook-form, the
 * field renderers, the number and image inputs) in its own chunk (issue 17: the list shows without it). The chunk
 * is fetched once the browser is idle after the list first shows, so the dialog still opens at once; it is mounted
 * from its first opening on.
 */
export function useFormDialog<T extends Identified, V extends FieldValues>(
  resource: ResourceDescriptor<T, V>,
): { edit: (record: T | null) => void; dialog: ReactNode } {
  const [editing, setEditing] = useState<{ open: boolean; record: T | null } | null>(null);
  useEffect(() => {
    if (!resource.create && !resource.update) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const body = resource.FormBody as { preload?: () => Promise<unknown> } | undefined;
    const handle = idle(() => void Promise.all([loadDialog(), body?.preload?.()]).catch(() => undefined), {
      timeout: 3000,
    });
    return () => cancel(handle);
  }, [resource.create, resource.update, resource.FormBody]);
  return {
    edit: (record) => setEditing({ open: true, record }),
    dialog: editing ? (
      <Suspense fallback={null}>
        <ResourceFormDialog
          resource={resource}
          record={editing.record}
          open={editing.open}
          onClose={() => setEditing((current) => current && { ...current, open: false })}
        />
      </Suspense>
    ) : null,
  };
}
