// Public entry of the rate-alerts feature: "avísame cuando el dólar esté a S/ X" for customers and visitors.
export { RateAlertForm, type RateAlertFormProps } from './components/rate-alert-form.tsx';
export { RateAlertList } from './components/rate-alert-list.tsx';
export { VisitorAlertPanel } from './components/visitor-alert-panel.tsx';
export { BrowserPushToggle } from './components/browser-push-toggle.tsx';
export { registerCustomerBrowser } from './api/subscribe-browser.ts';
export { rateAlertsKey, rateAlertsQueryOptions, useRateAlerts } from './api/get-rate-alerts.ts';
