// A list without the browser's bullets and indent (ul, ol): its layout — a column, a wrapping row, a grid — and its
// gap are each list's own, composed with this: `style([bareList, { display: 'flex', … }])`.
import { style } from '@vanilla-extract/css';

export const bareList = style({ margin: 0, padding: 0, listStyle: 'none' });
