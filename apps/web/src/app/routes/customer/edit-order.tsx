export { default } from '../coming-soon.tsx';
