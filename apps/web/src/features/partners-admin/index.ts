// Public entry of the partners-admin feature: Módulo Terceros (a partner's own workspace, or staff's partners).
export { ThirdPartyScreen, type ThirdPartyScreenProps } from './components/third-party-screen.tsx';
export { thirdPartyKeys } from './api/keys.ts';
