import { style } from '@vanilla-extract/css';
import { underlinedLink } from '../../styles/textLink.css';

// The side panel layout, title and lead line are the shared ones (styles/sidePanelLayout.css.ts).
export { intro, layout, title } from '../../styles/sidePanelLayout.css';

export const link = style([underlinedLink, { whiteSpace: 'nowrap' }]);
