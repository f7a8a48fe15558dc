import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failure, success, type MockHandlers } from '../../test/mockOperations';
import { pageStories, screenDecorator } from '../../test/screenStories';
import BusinessProfileScreen from './BusinessProfileScreen';
import { PROFILE } from '../../test/businessProfile';
import { t } from './messages';

const handlers: MockHandlers = {
  businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
  businessProfileUpdate: ({ body }) =>
    body.phone === '5555 1234'
      ? failure(422, 'Nomor telepon tidak valid.', {
          phone: ['Nomor telepon harus diawali 0, +62 atau kode negara dengan +.'],
        })
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
