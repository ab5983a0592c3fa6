export { Text } from './Text';
export type { TextElement, TextProps, TextStyleProps } from './Text';
export { Heading } from './Heading';
export type { HeadingLevel, HeadingProps } from './Heading';
