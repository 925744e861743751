/**
 * Whether the device can reach Inkspell now (issue #27). The browser's navigator.onLine only knows about the
 * device's own link (a car's Wi-Fi without internet counts as online), so the API client also notes whether
 * its last request reached the server at all. Actions that need the server ask here first and say they need a
 * connection, instead of a request that fails with a puzzling message.
 */
let lastRequestReachedServer = true;

/** The API client's request failed before any answer (no connection, or the site itself unreachable). */
export function noteNetworkFailure(): void {
  lastRequestReachedServer = false;
}

/** The API client got an answer (whatever its status): the server is reachable. */
export function noteServerAnswer(): void {
  lastRequestReachedServer = true;
}

/** False when the device is offline or the last request could not reach the server. */
export function hasConnection(): boolean {
  return (typeof navigator === 'undefined' || navigator.onLine) && lastRequestReachedServer;
}
