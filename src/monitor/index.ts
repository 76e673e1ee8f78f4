// Usage tracking and error monitoring. `installEarlyCapture` runs at start-up (tiny); the tracker itself is loaded
// when the browser is idle, so the first screen does not wait for it.
export { installEarlyCapture, startWhenHiddenEarly } from './early';
export type { AppIdentity } from './tracker';
