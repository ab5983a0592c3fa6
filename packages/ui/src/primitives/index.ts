// Primitives: tokens-only building blocks with no SIIPRO rules and no @siipro/domain (layout, text, buttons, icons,
// feedback). They import only the theme, the shared styles and each other.
export * from './Box';
export * from './Stack';
export * from './Inline';
export * from './Grid';
export * from './Text';
export * from './Icon';
export * from './FieldError';
export * from './Spinner';
export * from './Button';
export * from './IconButton';
export * from './Tooltip';
export * from './Skeleton';
export * from './Avatar';
export * from './FullPageSpinner';
export * from './WorkspaceLogo';
