// @siipro/ui — SIIPRO's design system. Importing the package also loads its fonts and global styles.
import './styles';

export * from './theme';
export * from './providers';
export * from './primitives';
export * from './patterns';
export * from './screens';
