// Measures Core Web Vitals in the shopper's browser and reports each to the API, when the server asks.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

export function vitalReport(metric: Metric, page: string) {
  return {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
    page,
  };
}

function send(metric: Metric) {
  const body = JSON.stringify(vitalReport(metric, location.pathname));
  // A beacon survives the page being hidden or closed, which is when most metrics are final.
  const sent = navigator.sendBeacon?.(
    '/api/vitals',
    new Blob([body], { type: 'application/json' }),
  );
  if (!sent) {
    void fetch('/api/vitals', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    });
  }
}

export function reportWebVitals() {
  for (const measure of [onCLS, onFCP, onINP, onLCP, onTTFB]) measure(send);
}
