import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { Identified } from '../../lib/listQuery';
import type { QueuedWrite } from '../../lib/offline/queued';
import type { Resource } from '../../lib/resource/defineResource';

/**
 * A refused write's form: the resource kit's form dialog of its resource, loaded when "Perbaiki" is used, opened as
 * a new record with what was entered.
 */
export interface CorrectionForm {
  Form: (props: {
    onClose: () => void;
    correcting: { key: string; body: unknown; reason?: string };
  }) => ReactNode;
}

/** The form dialog of a declared resource, typed by that resource's record and values. */
async function correction<T extends Identified, V extends FieldValues>(
  declared: Resource<T, V>,
): Promise<CorrectionForm> {
  const { ResourceFormDialog: Dialog } = await declared.loadFormDialog();
  return {
    Form: ({ onClose, correcting }) => (
      <Dialog resource={declared.descriptor} record={null} open onClose={onClose} correcting={correcting} />
    ),
  };
}

/**
 * The form that corrects a refused write ("Perbaiki", decision 039): the screen's own (a new order, a new customer),
 * or null for a write without one (a state change: resent or discarded only). Everything is loaded here, on first
 * use, through the screen's module: the offline layer carries none of it.
 */
export async function loadCorrection(operation: QueuedWrite['operation']): Promise<CorrectionForm | null> {
  switch (operation) {
    case 'transactionAdd':
      return correction((await import('../../features/transactions/transaction.resource')).transactions);
    case 'customerAdd':
      return correction((await import('../../features/customers/customer.resource')).customers);
    default:
      return null;
  }
}
