/**
 * Browser APIs jsdom lacks that Radix popups and downshift call. Import at the top of a test file that opens a
 * Select, Popover or Combobox in jsdom. Each shim only fills a gap; in a real browser nothing is replaced.
 */
if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    class ResizeObserverShim {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverShim;
    (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverShim;
  }
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.scrollIntoView ??= function scrollIntoView() {};
  proto.hasPointerCapture ??= function hasPointerCapture() {
    return false;
  };
  proto.setPointerCapture ??= function setPointerCapture() {};
  proto.releasePointerCapture ??= function releasePointerCapture() {};
  if (!('createObjectURL' in URL)) {
    let counter = 0;
    (URL as unknown as Record<string, unknown>).createObjectURL = () => `blob:pawon-test/${++counter}`;
    (URL as unknown as Record<string, unknown>).revokeObjectURL = () => {};
  }
}
export {};
