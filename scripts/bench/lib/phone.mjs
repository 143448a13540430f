// The emulated mid-range phone of issue 35 and the shared tools' bench-frontend: CPU 4x slower, 150 ms,
// 1.6 Mbps down.

/** The browser context of a phone (service workers blocked: every load is cold). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'es-PE',
  serviceWorkers: 'block',
};

/** For CDP's Network.emulateNetworkConditions. */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** For CDP's Emulation.setCPUThrottlingRate. */
export const CPU_SLOWDOWN = 4;

/** Debian's Chromium, headless, as both phone benches open it (`chromium` from playwright-core). */
export function launchBrowser(chromium) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
}
