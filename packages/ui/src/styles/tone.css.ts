// The theme's tones (theme/tokens.ts TONE_NAMES) as one recipe: which tone, and how it is worn. Every badge, pill,
// indicator, chart bar and map swatch or pin takes its colours from here. Which tone a status, priority or score band
// gets is domain's rule (statusTone, priorityTone, scoreBand, markerTone), never this module's.
import { createThemeContract, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { TONE_NAMES, type ToneName } from '../theme/tokens';

/** The chosen tone's colours: the `tone` variant sets them, the `look` variant decides where each one goes. */
const tone = createThemeContract({ bg: null, fg: null, border: null, solid: null });

const tones = Object.fromEntries(
  TONE_NAMES.map((name) => {
    const { bg, fg, border, solid } = vars.tone[name];
    return [name, { vars: { [tone.bg]: bg, [tone.fg]: fg, [tone.border]: border, [tone.solid]: solid } }];
  }),
) as Record<ToneName, { vars: Record<string, string> }>;

export const toneRecipe = recipe({
  variants: {
    tone: tones,
    look: {
      /** The tone's light surface, ink text and border: badges, pills, indicators. */
      soft: { backgroundColor: tone.bg, color: tone.fg, borderColor: tone.border },
      /** Only the ink, as text colour: for a shape filled with `currentColor` (the score's bar). */
      ink: { color: tone.fg },
      /** The tone's middle colour edged in its ink: a chart bar that stands out on a muted track in both themes. */
      bar: { backgroundColor: tone.border, borderColor: tone.fg },
      /** The saturated colour edged in ink: a map legend's swatch, the same colours as the pins. */
      solid: { backgroundColor: tone.solid, borderColor: tone.fg },
      /** `solid` for an SVG shape (fill and stroke): a map pin. */
      solidShape: { fill: tone.solid, stroke: tone.fg },
    },
  },
});

/**
 * The shape a `soft` tone is worn in as a label: a pill with a one-pixel border in the tone (StatusPill, ScoreBadge's
 * compact badge). Its size, weight and gap are each label's own.
 */
export const tonePill = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: '0.125rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  borderWidth: '1px',
  borderStyle: 'solid',
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
});
