/** Sends the browser to a payment gateway's page (a full navigation: the gateway is another site). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
