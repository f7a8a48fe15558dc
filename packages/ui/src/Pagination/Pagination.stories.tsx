import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 1, perPage: 25, total: 1234, onPageChange: fn(), onPerPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { siblings: 1, disabled: false } };

function Paged() {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  return (
    <Pagination
      page={page}
      perPage={perPage}
      total={1234}
      onPageChange={({ page: next }) => setPage(next)}
      onPerPageChange={({ perPage: next }) => {
        setPerPage(next);
        setPage(1);
      }}
    />
  );
}

export const Default: Story = {
  tags: ['visual'],
  render: () => <Paged />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 3' }));
    await expect(canvas.getByText('Menampilkan 51–75 dari 1.234')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman sebelumnya' }));
    await expect(canvas.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman terakhir' }));
    await expect(canvas.getByText('Menampilkan 1.226–1.234 dari 1.234')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Baris per halaman'), '100');
    await expect(canvas.getByText('Menampilkan 1–100 dari 1.234')).toBeVisible();
  },
};

export const MiddlePage: Story = { args: { page: 25 } };
/** More rows than the server counts (a long log): the total is a lower bound. */
export const CappedTotal: Story = {
  args: { page: 2, total: 10_000, totalCapped: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Menampilkan 26–50 dari 10.000+')).toBeVisible();
  },
};
export const SinglePage: Story = { args: { total: 7 } };
export const NoData: Story = { args: { total: 0 } };
export const Disabled: Story = { args: { page: 3, disabled: true } };
export const DarkTheme: Story = { tags: ['visual'], globals: { theme: 'dark' }, args: { page: 25 } };
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: '20rem' }}>{Story()}</div>],
  args: { page: 25 },
};
