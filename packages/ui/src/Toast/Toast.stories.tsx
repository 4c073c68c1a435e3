import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from '../Button/Button.tsx';
import { ToastProvider, toastTones, useToast } from './Toast.tsx';
import type { ToastTone } from './Toast.tsx';

const messages: Record<ToastTone, string> = {
  info: 'A new version of the lobby is available.',
  success: 'Deposit of $50.00 received.',
  warning: 'Your session ends in 5 minutes.',
  danger: 'Payment failed. Try another method.',
};

function Triggers({ durationMs }: { durationMs: number }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {toastTones.map((tone) => (
        <Button
          key={tone}
          variant="secondary"
          onClick={() => toast.show({ message: messages[tone], tone, durationMs })}
        >
          Show {tone}
        </Button>
      ))}
    </div>
  );
}

type DemoProps = { dismissLabel: string; durationMs: number };

function ToastDemo({ dismissLabel, durationMs }: DemoProps) {
  return (
    <ToastProvider dismissLabel={dismissLabel}>
      <Triggers durationMs={durationMs} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: { dismissLabel: 'Dismiss', durationMs: 5000 },
  argTypes: { durationMs: { control: { type: 'number', min: 0, step: 500 } } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sticky: Story = { args: { durationMs: 0 } };
