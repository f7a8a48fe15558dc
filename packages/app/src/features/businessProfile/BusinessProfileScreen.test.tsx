import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessProfileLookup } from '../../lib/businessProfile';
import { queryClientOf } from '../../lib/query/queryClient';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { failure, success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import BusinessProfileScreen from './BusinessProfileScreen';
import { MONEY_PROFILE as PROFILE, STATIC_QRIS as QRIS } from './fixtures';
import { t } from './messages';
import { loadI18n } from '../../i18n/i18n';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

const setRights = (update: boolean) =>
  appStore.set(userRightsAtom, [
    { url: '/business-profile', view: true, create: false, update, delete: false },
  ]);

const open = () =>
  renderRoutes([{ path: '/business-profile', element: <BusinessProfileScreen /> }], '/business-profile');

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

describe('Profil Usaha', () => {
  it('saves what was changed (an emptied field as null) on the version read, and keeps the saved profile', async () => {
    setRights(true);
    const api = stubApi({
      businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
      businessProfileUpdate: ({ body }) =>
        success('businessProfileUpdate', {
          message: t('businessProfile.saved'),
          datas: { ...PROFILE, ...body, phone: '0811-2222-3333', version: PROFILE.version + 1 },
        }),
    });
    open();
    const save = await screen.findByRole('button', { name: t('businessProfile.save') });
    expect(save).toBeDisabled(); // nothing changed yet
    const phone = screen.getByLabelText(new RegExp(`^${t('businessProfile.phone')}`));
    await userEvent.clear(phone);
    await userEvent.type(phone, '0811 2222 3333');
    await userEvent.clear(screen.getByLabelText(new RegExp(`^${t('businessProfile.address')}`)));
    expect(screen.getByText(t('businessProfile.unsaved'))).toBeVisible();
    await userEvent.click(save);
    await vi.waitFor(() => expect(api.ids()).toContain('businessProfileUpdate'));
    const update = api.calls.find((c) => c.id === 'businessProfileUpdate')!;
    expect(update.body).toMatchObject({ version: PROFILE.version, phone: '0811 2222 3333', address: null });
    expect(await screen.findByDisplayValue('0811-2222-3333')).toBeVisible();
    expect(screen.queryByText(t('businessProfile.unsaved'))).toBeNull();
    expect(queryClientOf(appStore).getQueryData(businessProfileLookup.queryKey)?.version).toBe(
      PROFILE.version + 1,
    );
  });

  it('says on the field what the server refuses, and shows who saved first on a stale version', async () => {
    setRights(true);
    let calls = 0;
    stubApi({
      businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
      businessProfileUpdate: () => {
        calls += 1;
        return calls === 1
          ? failure(422, 'Data tidak valid.', { name: ['Nama sudah dipakai.'] })
          : {
              error: {
                status: 409,
                body: {
                  status: 'error' as const,
                  message: 'Versi data sudah usang.',
                  conflict: {
                    version: 5,
                    changedBy: 'Pemilik Pawon',
                    changedAt: '2026-11-25T03:00:00Z',
                    record: { ...PROFILE, version: 5, name: 'Pawon Baru' },
                  },
                },
              },
            };
      },
    });
    open();
    const name = await screen.findByLabelText(new RegExp(`^${t('businessProfile.name')}`));
    await userEvent.type(name, ' 2');
    await userEvent.click(screen.getByRole('button', { name: t('businessProfile.save') }));
    expect(await screen.findByText('Nama sudah dipakai.')).toBeVisible();
    expect(name).toHaveValue(`${PROFILE.name} 2`);
    await userEvent.click(screen.getByRole('button', { name: t('businessProfile.save') }));
    expect(await screen.findByText(/diubah oleh Pemilik Pawon pada 25 Nov 2026 10\.00/)).toBeVisible();
    expect(name).toHaveValue(`${PROFILE.name} 2`); // what was typed stays
    await userEvent.click(screen.getByRole('button', { name: t('businessProfile.takeTheirs') }));
    expect(name).toHaveValue('Pawon Baru');
  });

  it('shows the term, the overdue days that hold orders and the QRIS; sends them as numbers, an emptied QRIS as null', async () => {
    setRights(true);
    const api = stubApi({
      businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
      businessProfileUpdate: ({ body }) =>
        success('businessProfileUpdate', {
          message: t('businessProfile.saved'),
          datas: { ...PROFILE, ...body, version: PROFILE.version + 1 },
        }),
    });
    open();
    expect(await screen.findByRole('heading', { name: t('businessProfile.moneyTitle') })).toBeVisible();
    const term = field(t('businessProfile.defaultPaymentTermDays'));
    const hold = field(t('businessProfile.creditHoldOverdueDays'));
    const qris = field(t('businessProfile.qrisPayload'));
    expect(term).toHaveValue('14');
    expect(hold).toHaveValue('30');
    expect(qris).toHaveValue(QRIS);
    expect(qris).toHaveAccessibleDescription(/000201/);
    // The term, the overdue days and the standing orders' lead days.
    expect(screen.getAllByText(t('businessProfile.daysUnit'))).toHaveLength(3);

    // Not a whole number: said on the field, nothing sent.
    await userEvent.clear(term);
    await userEvent.type(term, '7,5');
    await userEvent.click(screen.getByRole('button', { name: t('businessProfile.save') }));
    expect(await screen.findByText(t('businessProfile.wholeDays'))).toBeVisible();
    await userEvent.clear(hold);
    await userEvent.type(hold, '400');
    expect(await screen.findByText(/Maksimal 365/)).toBeVisible();
    expect(api.ids()).not.toContain('businessProfileUpdate');

    await userEvent.clear(term);
    await userEvent.type(term, '0');
    await userEvent.clear(hold);
    await userEvent.type(hold, '45');
    await userEvent.clear(qris);
    await userEvent.click(screen.getByRole('button', { name: t('businessProfile.save') }));
    await vi.waitFor(() => expect(api.ids()).toContain('businessProfileUpdate'));
    const update = api.calls.find((c) => c.id === 'businessProfileUpdate')!;
    expect(update.body).toMatchObject({
      version: PROFILE.version,
      defaultPaymentTermDays: 0,
      creditHoldOverdueDays: 45,
      qrisPayload: null,
    });
    expect(await screen.findByText(t('businessProfile.saved'))).toBeVisible();
    expect(term).toHaveValue('0');
  });

  it('shows when standing orders are made (issue 39): lead days within 1–14, sent as a number with the time', async () => {
    setRights(true);
    const api = stubApi({
      businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
      businessProfileUpdate: ({ body }) =>
        success('businessProfileUpdate', {
          message: t('businessProfile.saved'),
          datas: { ...PROFILE, ...body, version: PROFILE.version + 1 },
        }),
    });
    open();
    expect(
      await screen.findByRole('heading', { name: t('businessProfile.standingOrderTitle') }),
    ).toBeVisible();
    const lead = field(t('businessProfile.standingOrderLeadDays'));
    const time = field(t('businessProfile.standingOrderTime'));
    expect(lead).toHaveValue('1');
    expect(time).toHaveValue('18:00');

    // Out of the contract's 1–14: said on the field, nothing sent.
    await userEvent.clear(lead);
    await userEvent.type(lead, '15');
    await userEvent.click(screen.getByRole('button', { name: t('businessProfile.save') }));
    expect(await screen.findByText(/Maksimal 14/)).toBeVisible();
    await userEvent.clear(lead);
    await userEvent.type(lead, '0');
    expect(await screen.findByText(/Minimal 1/)).toBeVisible();
    expect(api.ids()).not.toContain('businessProfileUpdate');

    // Not a time of day: said on the field.
    await userEvent.clear(time);
    await userEvent.type(time, '25:00');
    expect(await screen.findByText(t('businessProfile.timeFormat'))).toBeVisible();
    expect(api.ids()).not.toContain('businessProfileUpdate');

    await userEvent.clear(lead);
    await userEvent.type(lead, '2');
    await userEvent.clear(time);
    await userEvent.type(time, '05:30');
    await userEvent.click(screen.getByRole('button', { name: t('businessProfile.save') }));
    await vi.waitFor(() => expect(api.ids()).toContain('businessProfileUpdate'));
    const update = api.calls.find((c) => c.id === 'businessProfileUpdate')!;
    expect(update.body).toMatchObject({ standingOrderLeadDays: 2, standingOrderTime: '05:30' });
    expect(await screen.findByText(t('businessProfile.saved'))).toBeVisible();
  });

  it('turns the halal rule on (decision 057): the switch is off for a new business, sent as halalRequired', async () => {
    setRights(true);
    const api = stubApi({
      businessProfileGet: () =>
        success('businessProfileGet', { datas: { ...PROFILE, halalRequired: false } }),
      businessProfileUpdate: ({ body }) =>
        success('businessProfileUpdate', {
          message: t('businessProfile.saved'),
          datas: { ...PROFILE, ...body, version: PROFILE.version + 1 },
        }),
    });
    open();
    const rule = await screen.findByRole('switch', { name: t('businessProfile.halalRequired') });
    expect(rule).not.toBeChecked();
    expect(screen.getByText(t('businessProfile.halalRequiredHint'))).toBeVisible();
    await userEvent.click(rule);
    expect(rule).toBeChecked();
    expect(screen.getByText(t('businessProfile.unsaved'))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('businessProfile.save') }));
    await vi.waitFor(() => expect(api.ids()).toContain('businessProfileUpdate'));
    const update = api.calls.find((c) => c.id === 'businessProfileUpdate')!;
    expect(update.body).toMatchObject({ version: PROFILE.version, halalRequired: true });
    expect(await screen.findByText(t('businessProfile.saved'))).toBeVisible();
    expect(screen.getByRole('switch', { name: t('businessProfile.halalRequired') })).toBeChecked();
  });

  it("puts the server's reason for a refused QRIS on its field, in the app's words for its rule", async () => {
    await loadI18n(); // the catalogue runtime, loaded after the first paint in the app
    setRights(true);
    stubApi({
      businessProfileGet: () => success('businessProfileGet', { datas: { ...PROFILE, qrisPayload: null } }),
      businessProfileUpdate: () =>
        failure(
          422,
          'Teks QRIS tidak dapat dipakai.',
          { qrisPayload: ['Teks QRIS tidak dapat dipakai.'] },
          undefined,
          {
            code: 'profile.qrisInvalid',
            params: { field: 'qrisPayload', rule: 'crc' },
            fieldCodes: {
              qrisPayload: { code: 'profile.qrisInvalid', params: { field: 'qrisPayload', rule: 'crc' } },
            },
          },
        ),
    });
    open();
    const qris = await screen.findByLabelText(new RegExp(`^${t('businessProfile.qrisPayload')}`));
    await userEvent.click(qris);
    await userEvent.paste(`${QRIS.slice(0, -4)}0000`);
    await userEvent.click(screen.getByRole('button', { name: t('businessProfile.save') }));
    const reason = await screen.findByText(/tidak tersalin utuh/);
    expect(reason).toBeVisible();
    expect(qris).toHaveAccessibleDescription(/tidak tersalin utuh/);
    expect(qris).toHaveAttribute('aria-invalid', 'true');
    expect(qris).toHaveValue(`${QRIS.slice(0, -4)}0000`); // what was pasted stays
  });

  it('with the view right only: read-only fields, Save off with the right it needs, nothing sent', async () => {
    setRights(false);
    const api = stubApi({ businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }) });
    open();
    expect(await screen.findByDisplayValue(PROFILE.name)).toHaveAttribute('readonly');
    expect(screen.getByRole('switch', { name: t('businessProfile.halalRequired') })).toBeDisabled();
    const save = screen.getByRole('button', { name: t('businessProfile.save') });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription(/^Perlu hak ubah Profil Usaha\./);
    await userEvent.click(save);
    expect(api.ids()).toEqual(['businessProfileGet']);
  });
});
