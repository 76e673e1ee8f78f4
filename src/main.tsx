import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installClientHandlers } from './api/client';
import { loadFeedbackKit } from './api/feedback';
import { getLang, localize } from './i18n';
import { installEarlyCapture, startWhenHiddenEarly } from './monitor/index';
import { HOME_PATH } from '../common/routes/appPaths';
import { afterFirstScreen, soonAfterFirstScreen } from './navigation/firstScreen';
import { relaunch } from './navigation/navigate';
import { applyShellStyleSheets, SHELL_SHEETS_WAIT_MS, shellStyleSheetsLoaded } from './navigation/shellStyleSheets';
import { installRouteTable } from './navigation/routeTable';
import { endSessionLocally } from './navigation/sessionExit';
import { firstRouteDrawable, loadTableRoutes, startRouter } from './router/index';
import { appRoutesNow } from './router/loadAppRoutes';
import { FIRST_CODE_WAIT_MS } from './router/routeLoader';
import { declaredFacts, openRoute } from './router/routes';
import './styles/global.css';
import './styles/brand.css';
import { refreshOnLaunch } from './session/refreshOnLaunch';
import { getSession } from './stores/session';
import { nextTask, wait } from './ui/wait';
import { reloadStalePageOnRestore } from './session/restoredPage';
import { APP_INFO } from '../common/appInfo';

// Start-up wiring: the lower layers (the API client, navigation) know nothing of the router; they are handed
// the route table and what to do after a session dialog here, once. Until the table's chunk arrives (it replaces
// this lookup), navigation knows the hand-written screens: login → home needs nothing more.
applyShellStyleSheets();
installRouteTable(declaredFacts);
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
// A deep link draws once its route has run its loader (its first answers, routeLoader.ts) and has its code: React's
// first pass draws the screen with its data, rather than a placeholder, an empty frame and then the data. The
// shell's brand shows meanwhile; code slower than FIRST_CODE_WAIT_MS is not waited for (the router's placeholder
// shows). Nor is anything drawn before the page's style sheets the shell fetched have loaded (shellStyleSheets.ts).
// The router starts the first route (its table, code and first answers) in the task after this one: the entry's
// code has just run, 100-140 ms on a phone, and both in one task would block a tap for as long again.
void nextTask()
  .then(() => {
    startRouter();
    return Promise.all([Promise.race([firstRouteDrawable(), wait(FIRST_CODE_WAIT_MS)]), Promise.race([shellStyleSheetsLoaded(), wait(SHELL_SHEETS_WAIT_MS)])]);
  })
  .then(draw);

// The launch refresh (configuration and menu) waits until the first screen is drawn: that screen draws from the
// stored session, and the refresh's two calls, their answers and the storage they write would otherwise compete
// with its code and data. It is the launch's: a login before it runs brought its own.
const launchToken = getSession().token;
soonAfterFirstScreen(() => refreshOnLaunch(launchToken));

// Login draws without the route table; it is fetched once the screen is drawn, so the next screen does not wait for it.
soonAfterFirstScreen(loadTableRoutes);

// Following the session the app's other tabs store is no part of drawing this one: its code comes after the first
// screen, and reads once what another tab changed before then.
soonAfterFirstScreen(() => import('./session/otherTabs').then((tabs) => tabs.followOtherTabs()));

// Toasts and dialogs are split off the first screen's code; fetch them as soon as that screen is drawn.
soonAfterFirstScreen(() => loadFeedbackKit());
// Usage tracking and error monitoring load after the first screen; until then early.ts keeps what happens, and a
// page hidden before then loads them at once, to send it.
// (startMonitor starts one tracker per page load: a second call finds it started.)
const startMonitoring = (): Promise<void> =>
  import('./monitor/start')
    .then(({ startMonitor }) => {
      startMonitor({
        appName: APP_INFO.id,
        version: APP_INFO.version,
        describeRoute: (path) => {
          const route = appRoutesNow()?.appRoutes.find(path) ?? openRoute(path);
          return route && { title: localize(route.title, getLang()), code: route.menuCodes[0] ?? '' };
        },
      });
    })
    .catch((e: unknown) => console.warn('[monitor] not started', e));
afterFirstScreen(startMonitoring);
startWhenHiddenEarly(() => void startMonitoring());
