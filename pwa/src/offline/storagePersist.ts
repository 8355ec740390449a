let asked = false;

/**
 * Once something is pending, ask the browser not to evict this origin's storage under
 * pressure: the outbox holds writes that exist nowhere else. Asked once per page load.
 */
export function requestPersistentStorage(): void {
  if (asked) return;
  asked = true;
  void navigator.storage?.persist?.().catch(() => false);
}
