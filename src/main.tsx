import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadFeedbackKit } from './api/feedback';
import { getLang } from './i18n';
import './styles/global.css';
import { refreshOnLaunch } from './screens/session/refreshOnLaunch';

document.documentElement.lang = getLang();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

void refreshOnLaunch();

// Toasts and dialogs are split off the first screen's code; fetch them as soon as the browser is idle.
const whenIdle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1200));
whenIdle(() => void loadFeedbackKit());
