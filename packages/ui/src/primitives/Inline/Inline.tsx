import { Box, type BoxProps } from '../Box';

const ALIGN = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;
const ALIGN_Y = {
  stretch: 'stretch',
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
} as const;

export interface InlineProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent' | 'flexWrap'
> {
  /** The space between the children, in both directions when they wrap (responsive). */
  space?: BoxProps['gap'];
  /** Where the row sits along the line. */
  align?: keyof typeof ALIGN;
  /** How children of different heights line up (stretched by default, like any flex row). */
  alignY?: keyof typeof ALIGN_Y;
  /** Children wrap to a new line when the row is full (default); `false` keeps them on one line. */
  wrap?: boolean;
}

/** Children side by side, wrapping when the line is full (buttons, tags, a toolbar). */
export function Inline({ space = '0', align = 'start', alignY = 'stretch', wrap = true, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      justifyContent={ALIGN[align]}
      alignItems={ALIGN_Y[alignY]}
      {...props}
    />
  );
}
