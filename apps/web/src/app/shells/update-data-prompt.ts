// The update-data form as a module of its own for React.lazy: a dynamic import of the profile barrel would
// keep every export of the barrel in one chunk, which read-only pages then load (decision 113).
export { UpdateDataDialog as default } from '@/features/profile';
