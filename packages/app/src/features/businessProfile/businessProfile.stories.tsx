import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure, success, type MockHandlers } from '../../test/mockOperations';
import { pageStories, screenDecorator } from '../../test/screenStories';
import BusinessProfileScreen from './BusinessProfileScreen';
import { MONEY_PROFILE as PROFILE, STATIC_QRIS } from './fixtures';
import { codedText } from '../../lib/errors';
import { t } from './messages';

const handlers: MockHandlers = {
  businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
  businessProfileUpdate: ({ body }) =>
    body.phone === '5555 1234'
      ? failure(422, 'Nomor telepon tidak valid.', {
          phone: ['Nomor telepon harus diawali 0, +62 atau kode negara dengan +.'],
        })
      : body.qrisPayload && body.qrisPayload !== STATIC_QRIS
        ? failure(
            422,
            'Teks QRIS ini tidak dapat dipakai.',
            { qrisPayload: ['Teks QRIS ini tidak dapat dipakai.'] },
            undefined,
            {
              code: 'profile.qrisInvalid',
              params: { field: 'qrisPayload', rule: 'format' },
              fieldCodes: {
                qrisPayload: {
                  code: 'profile.qrisInvalid',
                  params: { field: 'qrisPayload', rule: 'format' },
                },
              },
            },
          )
        : success('businessProfileUpdate', {
            message: t('businessProfile.saved'),
            datas: { ...PROFILE, ...body, version: PROFILE.version + 1 },
          }),
};

const stories = pageStories('Business profile', BusinessProfileScreen, {
  path: '/business-profile',
  handlers,
  check: async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('businessProfile.title') }),
    ).toBeVisible();
    await expect(await canvas.findByDisplayValue(PROFILE.name)).toBeVisible();
    await expect(canvas.getByRole('img')).toBeVisible();
  },
});

const meta = { ...stories.meta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;

/** A phone number the server refuses: its reason sits on the field, and what was typed stays. */
export const RefusedPhone: Story = {
  decorators: [screenDecorator({ path: '/business-profile', handlers })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await canvas.findByLabelText(new RegExp(t('businessProfile.phone')));
    await userEvent.clear(phone);
    await userEvent.type(phone, '5555 1234');
    await expect(canvas.getByText(t('businessProfile.unsaved'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('businessProfile.save') }));
    await expect(await canvas.findByText(/harus diawali 0/)).toBeVisible();
    await expect(phone).toHaveValue('5555 1234');
  },
};

/** The halal rule (decision 057): switched on, saved, and shown on. */
export const HalalRequired: Story = {
  decorators: [screenDecorator({ path: '/business-profile', handlers })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rule = await canvas.findByRole('switch', { name: t('businessProfile.halalRequired') });
    await expect(rule).not.toBeChecked();
    await userEvent.click(rule);
    await expect(rule).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('businessProfile.save') }));
    // Saved: nothing left to save (while the save is under way the button is only aria-disabled, busy).
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('businessProfile.save') })).toBeDisabled(),
    );
    await expect(canvas.getByRole('switch', { name: t('businessProfile.halalRequired') })).toBeChecked();
  },
};

/**
 * The money settings (issue 38): the default term and the overdue days that hold new orders in days, and the QRIS
 * text; a pasted text that is not a QRIS is refused on its field with the reason in the catalogue's words.
 */
export const RefusedQris: Story = {
  decorators: [screenDecorator({ path: '/business-profile', handlers })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('businessProfile.moneyTitle') })).toBeVisible();
    await expect(canvas.getByLabelText(new RegExp(t('businessProfile.defaultPaymentTermDays')))).toHaveValue(
      '14',
    );
    await expect(canvas.getByLabelText(new RegExp(t('businessProfile.creditHoldOverdueDays')))).toHaveValue(
      '30',
    );
    const qris = canvas.getByLabelText(new RegExp(t('businessProfile.qrisPayload')));
    await expect(qris).toHaveValue(STATIC_QRIS);
    await userEvent.clear(qris);
    await userEvent.click(qris);
    await userEvent.paste('BCA 123-456-7890 a.n. Sari');
    await userEvent.click(canvas.getByRole('button', { name: t('businessProfile.save') }));
    // The reason in the catalogue's words for the code and its rule, not the server's sentence.
    const reason = codedText('profile.qrisInvalid', { rule: 'format' }, '', true);
    await expect(await canvas.findByText(reason)).toBeVisible();
    await expect(qris).toHaveAccessibleDescription(new RegExp(reason.slice(0, 20)));
    await expect(qris).toHaveAttribute('aria-invalid', 'true');
    await expect(qris).toHaveValue('BCA 123-456-7890 a.n. Sari');
  },
};

/** Staff with the view right only: every field read-only, Save off and saying which right it needs. */
export const ViewOnly: Story = {
  decorators: [
    screenDecorator({
      path: '/business-profile',
      handlers,
      rights: { create: false, update: false, delete: false },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue(PROFILE.name)).toHaveAttribute('readonly');
    const save = canvas.getByRole('button', { name: t('businessProfile.save') });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toHaveAccessibleDescription(/^Perlu hak ubah Profil Usaha\./);
  },
};

/** The profile cannot be read: the reason and a retry. */
export const LoadError: Story = {
  decorators: [
    screenDecorator({
      path: '/business-profile',
      handlers: {
        businessProfileGet: () =>
          failure(503, 'Server sedang sibuk.', undefined, undefined, { code: 'server.busy' }),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Server sedang sibuk/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};
