import type { FieldValues } from 'react-hook-form';
import type { Identified } from '../../lib/listQuery';
import type { QueuedWrite } from '../../lib/offline/queued';
import type { ResourceFormDialog } from '../../lib/resource/ResourceFormDialog';
import type { ResourceDescriptor } from '../../lib/resource/types';

/** A refused write's form: its resource and the resource kit's form dialog, loaded when "Perbaiki" is used. */
export interface CorrectionForm {
  resource: ResourceDescriptor<Identified, FieldValues>;
  Dialog: typeof ResourceFormDialog;
}

/** The resource kit's declaration of each correctable write's resource (the screens' own modules). */
const resourceOf = async (operation: QueuedWrite['operation']) => {
  switch (operation) {
    case 'transactionAdd':
      return (await import('../../features/transactions/transaction.resource')).transactions;
    case 'customerAdd':
      return (await import('../../features/customers/customer.resource')).customers;
    default:
      return null;
  }
};

/**
 * The form that corrects a refused write ("Perbaiki", decision 039): the screen's own (a new order, a new customer),
 * or null for a write without one (a state change: resent or discarded only). Everything is loaded here, on first
 * use, through the screen's module: the offline layer carries none of it.
 */
export async function loadCorrection(operation: QueuedWrite['operation']): Promise<CorrectionForm | null> {
  const declared = await resourceOf(operation);
  if (!declared) return null;
  const { ResourceFormDialog: Dialog } = await declared.loadFormDialog();
  return { resource: declared.descriptor as unknown as CorrectionForm['resource'], Dialog };
}
