// Mounts the storefront: takes over the page the server rendered, or renders it where it did not.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { holdAnswers, openingReads } from './app/opening-reads';
import { createStore, type RootState } from './app/store';
import './index.css';

// Zod, in the form chunks, reads this shared setting when it loads. Without it Zod probes whether it
// may compile validators with `new Function`; the CSP refuses, and Chrome reports the refusal as a
// policy violation (Lighthouse: "Issues were logged") even though Zod falls back quietly.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The opening page's reads start now, and the page hears of their answers together.
const answers = holdAnswers();
// A page rendered on the server carries the answers it was rendered with (apps/api/src/plugins/
// web-app.ts); the store starts with them, so the first render is the server's markup and no read
// repeats.
const rendered = document.getElementById('rendered-answers')?.textContent;
const store = createStore(
  rendered ? (JSON.parse(rendered) as Partial<RootState>) : undefined,
  answers.queueNotification,
);
void openingReads(store, window.location).finally(answers.release);

const app = (
  <StrictMode>
    <App store={store} />
  </StrictMode>
);
// As a transition the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole tree, so the page answers input while it is being built.
startTransition(() => {
  if (rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});

// Web vitals are measured only where the server switched them on, and their code loads only then.
if (document.querySelector('meta[name="web-vitals"][content="on"]')) {
  void import('./lib/web-vitals').then(({ reportWebVitals }) => reportWebVitals());
}
