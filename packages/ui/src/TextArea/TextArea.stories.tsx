import type { Meta, StoryObj } from '@storybook/react-vite';

import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Your feedback', placeholder: 'Tell us what happened', required: false, disabled: false },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHintAndCounter: Story = {
  args: { hint: '10 to 140 characters', counter: '0 / 140', counterLabel: '0 of 140 characters used' },
};

export const WithError: Story = {
  args: {
    defaultValue: 'Too short',
    error: 'Write at least 10 characters',
    counter: '9 / 140',
    counterLabel: '9 of 140 characters used',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent already' } };
