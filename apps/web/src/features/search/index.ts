export { GlobalSearchBox } from './GlobalSearchBox.tsx';
