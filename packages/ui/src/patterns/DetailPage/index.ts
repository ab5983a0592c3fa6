export { DetailColumns, DetailPageState } from './DetailPage';
export type { DetailPageStateName, DetailPageStateProps } from './DetailPage';
