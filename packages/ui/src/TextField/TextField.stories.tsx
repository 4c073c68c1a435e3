import type { Meta, StoryObj } from '@storybook/react-vite';

import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Username', placeholder: 'lucky7', required: false, disabled: false },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: '4–16 letters or digits' } };

export const WithError: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'not-an-email', error: 'Enter a valid email address' },
};

export const Required: Story = { args: { required: true } };

export const PrefixAndSuffix: Story = {
  args: { label: 'Amount', inputMode: 'decimal', prefix: '$', suffix: 'USD', placeholder: '0.00' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'locked' } };
