import type { SystemStatus } from '@lotus/contract/system';
import { createContext, useContext } from 'react';

export const SystemStatusContext = createContext<SystemStatus | null>(null);

/** The system status info (brand, switches, field rules, resources, CDNs) for screens inside the gate. */
export function useSystemStatus(): SystemStatus {
  const status = useContext(SystemStatusContext);
  if (!status) throw new Error('useSystemStatus must be used inside <SystemStatusGate>');
  return status;
}
