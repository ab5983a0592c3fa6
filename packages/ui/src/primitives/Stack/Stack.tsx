import { Box, type BoxProps } from '../Box';

const ALIGN = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  /** The space between the children, a step of the theme's spacing scale (responsive). */
  space?: BoxProps['gap'];
  /** How the children sit across the stack: full width (default) or at its start, centre or end. */
  align?: keyof typeof ALIGN;
}

/** Children one above the other with even space between them (the page's sections, a card's lines). */
export function Stack({ space = '0', align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} alignItems={ALIGN[align]} {...props} />;
}
