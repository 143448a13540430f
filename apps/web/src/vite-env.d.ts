/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin; empty means the web app's own origin. */
  readonly VITE_API_URL?: string;
  /** Application key sent as `Authorization: AppKey <key>` when no token is stored. */
  readonly VITE_APP_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
