import { Suspense, useState, type ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { PageHeader, Stack, Tabs } from '@pawon/ui';
import type { ListSource } from '../../lib/query/lists';
import { ResourceListScreen } from '../../lib/resource/ResourceListScreen';
import { reasonUnless, RightButton } from '../../lib/resource/RightButton';
import type { ResourceDescriptor } from '../../lib/resource/types';
import { useRights } from '../../lib/rights';
import { t } from './messages';
import { PayablesAging } from './PayablesAging';
import type { VendorPayment } from './payment';
import * as S from './payables.styles';

type Vendor = { id: number; name: string };

/**
 * Hutang (decision 051): the payables aging ("Umur hutang", the default tab) and the payments to vendors
 * ("Pembayaran", `?view=payments`, the resource kit's list with its reversal). Each tab keeps its own state in the
 * URL: switching starts the other afresh. "Catat pembayaran" is offered from the heading and from each vendor's row
 * of the aging (that vendor chosen), to a user with the create right.
 */
export function PayablesScreen({
  payments,
  PaymentDialog,
}: {
  payments: ResourceDescriptor<VendorPayment, FieldValues>;
  PaymentDialog: ComponentType<{
    open: boolean;
    onClose: () => void;
    list: ListSource<VendorPayment>;
    vendor?: Vendor | null;
  }>;
}) {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'payments' ? 'payments' : 'aging';
  const rights = useRights(payments.menuUrl);
  const [paying, setPaying] = useState<{ vendor: Vendor | null } | null>(null);
  return (
    <Stack gap="4">
      <PageHeader
        title={t('payables.title')}
        subtitle={t('payables.description')}
        actions={
          view === 'aging' ? (
            <RightButton
              icon="bx-plus"
              reason={reasonUnless(rights.create, 'create', t('payables.title'))}
              onClick={() => setPaying({ vendor: null })}
            >
              {t('payables.addLabel')}
            </RightButton>
          ) : null
        }
      />
      <Tabs
        label={t('payables.tabsLabel')}
        value={view}
        onValueChange={({ value }) =>
          setParams(value === 'payments' ? { view: 'payments' } : {}, { replace: true })
        }
        items={[
          {
            value: 'aging',
            label: t('payables.tabs.aging'),
            icon: 'bx-time-five',
            content:
              view === 'aging' ? (
                <S.Panel>
                  <PayablesAging onPay={rights.create ? (vendor) => setPaying({ vendor }) : undefined} />
                </S.Panel>
              ) : null,
          },
          {
            value: 'payments',
            label: t('payables.tabs.payments'),
            icon: 'bx-money-withdraw',
            content: view === 'payments' ? <ResourceListScreen resource={payments} embedded /> : null,
          },
        ]}
      />
      {paying ? (
        <Suspense fallback={null}>
          <PaymentDialog open onClose={() => setPaying(null)} list={payments.list} vendor={paying.vendor} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
