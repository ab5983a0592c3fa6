// The layout primitives' atomic classes (as Braid's Box): each prop value is one class over a theme token, so screens
// compose Box/Stack/Inline/Grid instead of writing CSS. Responsive values name the breakpoints of theme/breakpoints.ts
// (`{ default: '6', compact: '4' }`). Only layout and surface properties: typography stays with the components.
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

const space = vars.space;

const responsive = defineProperties({
  conditions: {
    default: {},
    medium: { '@media': media.medium },
    compact: { '@media': media.compact },
    narrow: { '@media': media.narrow },
  },
  defaultCondition: 'default',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    alignContent: ['start', 'center', 'end', 'stretch'],
    gap: space,
    // Equal columns that may shrink below their content's width (long names wrap instead of overflowing).
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const surface = defineProperties({
  properties: {
    background: {
      bg: vars.color.bg,
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      primary: vars.color.primary,
    },
    border: { standard: `1px solid ${vars.color.border}` },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    minWidth: { 0: '0' },
    width: { full: '100%' },
    flexGrow: { 0: '0', 1: '1' },
    flexShrink: { 0: '0', 1: '1' },
  },
});

export const sprinkles = createSprinkles(responsive, surface);
export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof space;
