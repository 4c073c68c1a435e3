import type { Meta, StoryObj } from '@storybook/react-vite';

import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', showLabel: 'Show password', hideLabel: 'Hide password', required: true },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = { args: { defaultValue: 'short', error: 'At least 8 characters' } };

export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', hint: 'Use 8 or more characters' },
};
