import type { Meta, StoryObj } from '@storybook/react-vite';

import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', disabled: false },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithLink: Story = {
  args: {
    label: (
      <>
        I am 18 or older and accept the <a href="#terms">terms and conditions</a>
      </>
    ),
  },
};

export const WithError: Story = {
  args: { label: 'I am 18 or older', required: true, error: 'You must confirm your age' },
};

export const Disabled: Story = { args: { disabled: true } };
