import { normalizePath } from './address';

// A screen the app will open once a step it waits for is done (home after login, once the user's info and the
// configuration have arrived) can start its code, and the first calls no menu decides, beside that step instead of
// after it: one round trip less between the tap on "log in" and the home screen. Only the router knows a route's
// code and page files; it offers how once it has started (src/router/openRouteAhead.ts). Until then nothing is
// started ahead and the screen opens as any other.

type Opener = (path: string) => void;

let opener: Opener = () => undefined;

export function installOpenAhead(open: Opener): void {
  opener = open;
}

/** Starts what the screen at `path` will need; the navigation to it later finds it on its way or arrived. */
export function openAhead(path: string): void {
  opener(normalizePath(path));
}
