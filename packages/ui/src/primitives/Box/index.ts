export { Box } from './Box';
export type { BoxProps, Sprinkles } from './Box';
