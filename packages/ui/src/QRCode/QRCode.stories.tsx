import type { Meta, StoryObj } from '@storybook/react-vite';

import { QRCode, qrCodeLevels } from './QRCode.tsx';

const meta = {
  title: 'Data display/QRCode',
  component: QRCode,
  args: {
    value: 'https://example.com/download',
    title: 'Scan to download the app',
    size: 200,
    margin: 20,
    level: 'M',
  },
  argTypes: {
    level: { control: 'inline-radio', options: qrCodeLevels },
    size: { control: { type: 'range', min: 96, max: 320, step: 8 } },
    margin: { control: { type: 'range', min: 0, max: 48, step: 4 } },
  },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Small: Story = { args: { size: 128, margin: 12 } };
