import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { failure } from '../../test/mockOperations';
import { pageStories, screenDecorator } from '../../test/screenStories';
import { t } from './messages';
import RegisterScreen from './RegisterScreen';

const stories = pageStories('Register', RegisterScreen, {
  path: '/register',
  signedOut: true,
  handlers: {},
  check: async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('auth.registerTitle') }),
    ).toBeVisible();
  },
});

const meta = { ...stories.meta } satisfies Meta;
export default meta;
type Story = StoryObj<ComponentType>;
export const Default = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;

/** An email already registered: the server's 409 lands on the email field. */
export const EmailTaken: Story = {
  decorators: [
    screenDecorator({
      path: '/register',
      signedOut: true,
      handlers: {
        register: () => failure(409, 'Email sudah terdaftar.', { email: ['Email sudah terdaftar.'] }),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(new RegExp(`^${t('auth.name')}`)), 'Sari Wulandari');
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${t('auth.email')}`)), 'staff@pawon.test');
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${t('auth.newPassword')}`)), 'kata-sandi-baru-1');
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${t('auth.confirmPassword')}`)),
      'kata-sandi-baru-1',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('auth.registerSubmit') }));
    await expect(await canvas.findByText('Email sudah terdaftar.')).toBeVisible();
    await expect(canvas.getByLabelText(new RegExp(`^${t('auth.email')}`))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
