// Mounts the storefront.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Web vitals are measured only where the server switched them on, and their code loads only then.
if (document.querySelector('meta[name="web-vitals"][content="on"]')) {
  void import('./lib/web-vitals').then(({ reportWebVitals }) => reportWebVitals());
}
