// The consent dialog as a module of its own for React.lazy, as update-data-prompt.ts (decision 113).
export { ConsentDialog as default } from '@/features/consents';
