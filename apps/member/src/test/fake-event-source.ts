/** Stands in for the browser's EventSource: a test fires the stream's events by hand. */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }

  /** The stream the page holds open now (the last one opened and not closed). */
  static current(): FakeEventSource {
    const open = FakeEventSource.opened.filter((stream) => !stream.closed).at(-1);
    if (!open) throw new Error('the page has no open live stream');
    return open;
  }
}
