import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installClientHandlers } from './api/client';
import { loadFeedbackKit } from './api/feedback';
import { getLang, localize } from './i18n';
import { installEarlyCapture } from './monitor/index';
import { HOME_PATH } from './navigation/appPaths';
import { afterFirstScreen } from './navigation/firstScreen';
import { relaunch } from './navigation/navigate';
import { applyShellStyleSheets } from './navigation/shellStyleSheets';
import { installRouteTable } from './navigation/routeTable';
import { endSessionLocally } from './navigation/sessionExit';
import { startFirstRoute } from './router/index';
import { appRoutesNow } from './router/loadAppRoutes';
import { declaredFacts, openRoute } from './router/routes';
import './styles/global.css';
import './styles/brand.css';
import { refreshOnLaunch } from './session/refreshOnLaunch';
import { reloadStalePageOnRestore } from './session/restoredPage';
import { APP_INFO } from './app/appInfo';
import { QUIET_MS } from './ui/quietTime';

// Start-up wiring: the lower layers (the API client, navigation) know nothing of the router; they are handed
// the route table and what to do after a session dialog here, once. Until the table's chunk arrives (it replaces
// this lookup), navigation knows the hand-written screens: login → home needs nothing more.
applyShellStyleSheets();
installRouteTable(declaredFacts);
const firstRoute = startFirstRoute();
installClientHandlers({ afterNoPermission: () => relaunch(HOME_PATH), afterSessionEnded: endSessionLocally });
reloadStalePageOnRestore();
installEarlyCapture();
document.documentElement.lang = getLang();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// The first draw is a transition: React renders the screen in slices of a few milliseconds and yields between
// them, rather than in one task of 60-100 ms on a phone (which would block a tap and counts against the page's
// blocking time); only its commit and the layout that follows stay one task. Nothing is on screen to keep meanwhile
// but the boot shell, which stays until the commit.
const draw = () => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
};
// A deep link draws once its route table has run and its screen's code and first answers are in (the code fetched
// beside the entry, the data asked for as the table ran): React's first pass draws the screen with its data, rather
// than a placeholder, an empty frame and then the data. The shell's brand shows meanwhile. An answer slower than
// the placeholder's own quiet time after the code is not waited for (the page shows its loading state, at its
// final size); code slower than FIRST_CODE_WAIT_MS is not either (the router's placeholder shows).
const FIRST_CODE_WAIT_MS = 1000;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
if (firstRoute) void Promise.race([firstRoute.ready, firstRoute.code.then(() => wait(QUIET_MS)), wait(FIRST_CODE_WAIT_MS)]).then(draw);
else draw();

// The launch refresh (configuration and menu) waits until the first screen is drawn: that screen draws from the
// stored session, and the refresh's two calls, their answers and the storage they write would otherwise compete
// with its code and data.
afterFirstScreen(() => void refreshOnLaunch());

// Toasts and dialogs are split off the first screen's code; fetch them once that screen is drawn.
afterFirstScreen(() => void loadFeedbackKit());
// Usage tracking and error monitoring load after the first screen; until then early.ts keeps what happens.
afterFirstScreen(() =>
  void import('./monitor/start')
    .then(({ startMonitor }) =>
      startMonitor({
        appName: APP_INFO.id,
        version: APP_INFO.version,
        describeRoute: (path) => {
          const route = appRoutesNow()?.appRoutes.find(path) ?? openRoute(path);
          return route && { title: localize(route.title, getLang()), code: route.menuCodes[0] ?? '' };
        },
      }),
    )
    .catch((e: unknown) => console.warn('[monitor] not started', e)),
);
