import { lazy, type ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { Identified } from '../listQuery';
import type { ResourceDescriptor } from './types';

/**
 * Another resource's add form, opened from a form of one's own ("Tambah customer" beside a customer picker): the
 * resource and the form dialog are one chunk loaded on the first opening, so its fields, rules and pickers stay the
 * other feature's own and out of this screen's code. `onSaved` gets the record the server answered.
 */
export function lazyAddDialog<T extends Identified>(
  load: () => Promise<{ descriptor: ResourceDescriptor<T, FieldValues> }>,
): ComponentType<{ onClose: () => void; onSaved: (record: T) => void }> {
  return lazy(async () => {
    const [resource, { ResourceFormDialog }] = await Promise.all([load(), import('./ResourceFormDialog')]);
    function AddDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (record: T) => void }) {
      return (
        <ResourceFormDialog
          resource={resource.descriptor}
          record={null}
          open
          onClose={onClose}
          onSaved={onSaved}
        />
      );
    }
    return { default: AddDialog };
  });
}
