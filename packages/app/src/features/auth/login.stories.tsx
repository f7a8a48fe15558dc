import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent } from 'storybook/test';
import { failure } from '../../test/mockOperations';
import { pageStories, screenDecorator } from '../../test/screenStories';
import LoginScreen from './LoginScreen';
import { t } from './messages';

const stories = pageStories('Login', LoginScreen, {
  path: '/login',
  signedOut: true,
  handlers: {},
  check: async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('auth.loginTitle') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('auth.submit') })).toBeEnabled();
  },
});

const meta = { ...stories.meta } satisfies Meta;
export default meta;
type Story = StoryObj<ComponentType>;
export const Default = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;

async function signIn(canvasElement: HTMLElement) {
  const { within } = await import('storybook/test');
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Email atau nama/), 'kasir@pawon.test');
  await userEvent.type(canvas.getByLabelText(/^Kata sandi/), 'salah');
  await userEvent.click(canvas.getByRole('button', { name: t('auth.submit') }));
  return canvas;
}

/** The server's message for a wrong password, shown above the form. */
export const WrongPassword: Story = {
  decorators: [
    screenDecorator({
      path: '/login',
      signedOut: true,
      handlers: { login: () => failure(401, 'Email/nama atau kata sandi salah.') },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText('Email/nama atau kata sandi salah.')).toBeVisible();
  },
};

/** Too many tries: the wait from Retry-After, and the button disabled until it passes. */
export const TooManyTries: Story = {
  decorators: [
    screenDecorator({
      path: '/login',
      signedOut: true,
      handlers: {
        login: () => failure(429, 'Terlalu banyak percobaan.', undefined, { 'Retry-After': '90' }),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText(/Coba lagi dalam \d+ detik/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('auth.submit') })).toBeDisabled();
  },
};
