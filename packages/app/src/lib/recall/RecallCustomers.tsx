import { Button, DataTable, Dialog, EmptyState, IconButton, type ColumnDef } from '@pawon/ui';
import { useBusinessProfile } from '../businessProfile';
import { formatDateShort, formatQuantity } from '../format';
import { t } from './messages';
import { recallLink, type RecallCustomer } from './recall';

export interface RecallCustomersProps {
  /** What was recalled and why (the dialog is open while it is given). */
  recall: { name: string; reason: string } | null;
  customers: RecallCustomer[];
  onClose: () => void;
}

const columns: ColumnDef<RecallCustomer, unknown>[] = [
  { id: 'customer', header: () => t('recall.col.customer'), cell: ({ row }) => row.original.name },
  {
    id: 'phone',
    header: () => t('recall.col.phone'),
    meta: { nowrap: true },
    cell: ({ row }) => row.original.phone ?? '–',
  },
  {
    id: 'orders',
    header: () => t('recall.col.orders'),
    cell: ({ row }) =>
      row.original.orders
        .map((o) =>
          t('recall.orderLine', {
            number: o.number,
            date: formatDateShort(o.date),
            products: o.products.map((p) => `${p.name} ${formatQuantity(o.qty, p.unit)}`).join(', ') || '–',
          }),
        )
        .join('; '),
  },
];

/** The customers who received recalled stock, each with "Kirim WhatsApp" (a wa.me link with the message ready). */
export function RecallCustomers({ recall, customers, onClose }: RecallCustomersProps) {
  return (
    <Dialog
      open={recall !== null}
      onOpenChange={({ open }) => !open && onClose()}
      size="lg"
      data-testid="recall-customers"
    >
      {recall ? <CustomersBody recall={recall} customers={customers} onClose={onClose} /> : null}
    </Dialog>
  );
}

/** The open dialog's content (the business profile, which names the sender, is read only then). */
function CustomersBody({
  recall,
  customers,
  onClose,
}: RecallCustomersProps & { recall: NonNullable<RecallCustomersProps['recall']> }) {
  const business = useBusinessProfile().data?.name ?? '';
  return (
    <>
      <Dialog.Header closeLabel={t('recall.close')} description={t('recall.customersIntro')}>
        {t('recall.customersTitle', { name: recall.name })}
      </Dialog.Header>
      <Dialog.Body>
        <DataTable<RecallCustomer>
          caption={t('recall.customersCaption')}
          columns={columns}
          data={customers}
          getRowId={(c) => String(c.id)}
          virtualize={false}
          empty={<EmptyState compact headingLevel="h3" title={t('recall.customersNone')} />}
          rowActions={(customer) => (
            <IconButton
              icon="bxl-whatsapp"
              label={t('recall.send', { name: customer.name })}
              disabledReason={customer.phone ? undefined : t('recall.noPhone')}
              onClick={() => window.open(recallLink(customer, { ...recall, business }), '_blank', 'noopener')}
            />
          )}
        />
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={onClose}>
          {t('recall.close')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
