import type { SystemStatus } from '@lotus/contract/system';

/** The customer-service address: an entry of the status info's list (the caller picks which), else the SERVICE resource. */
export function customerServiceUrl(status: SystemStatus, index = 0): string | null {
  return (
    status.customerService[index]?.url ??
    status.resources.find((resource) => resource.resourceType === 'SERVICE')?.url ??
    null
  );
}

/** Customer service opens in a small popup window, 440 by 750 (spec section 9). */
export function openCustomerService(url: string): void {
  window.open(url, 'lotus-customer-service', 'popup,width=440,height=750,noopener');
}
