import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog, dialogSizes } from './Dialog.tsx';
import type { DialogProps } from './Dialog.tsx';

/** The dialog is controlled; this wrapper gives the story an opener button and state. */
function DialogDemo(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...props}
        open={open}
        onClose={close}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Deposit</Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  render: (args) => <DialogDemo {...args} />,
  args: {
    open: false,
    onClose: () => undefined,
    title: 'Deposit',
    closeLabel: 'Close',
    size: 'md',
    closeOnBackdropClick: true,
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <p style={{ margin: 0 }}>Funds arrive in your wallet within a minute.</p>
        <TextField label="Amount" prefix="$" inputMode="decimal" />
      </div>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    onClose: { table: { disable: true } },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpenOnLoad: Story = { args: { open: true } };

export const FullScreenOnMobile: Story = {
  args: { open: true },
  globals: { viewport: { value: 'mobile1' } },
};

export const LongContent: Story = {
  args: {
    open: true,
    title: 'Terms and conditions',
    children: Array.from({ length: 30 }, (_, index) => (
      <p key={index}>
        Clause {index + 1}. Bets are final once confirmed. Winnings are credited to the wallet used.
      </p>
    )),
  },
};
