import type { Meta, StoryObj } from '@storybook/react-vite';

import { Select } from './Select.tsx';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Currency',
    placeholder: 'Choose a currency',
    options: [
      { value: 'usd', label: 'US dollar' },
      { value: 'eur', label: 'Euro' },
      { value: 'thb', label: 'Thai baht' },
      { value: 'btc', label: 'Bitcoin (coming soon)', disabled: true },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'You cannot change it later' } };

export const WithError: Story = { args: { required: true, error: 'Pick a currency' } };

export const Disabled: Story = { args: { disabled: true } };
