// Pictures for stories only (not exported by the package): inline SVG data URIs, so stories, screenshots and tests
// never depend on the network.

const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A simple illustrated portrait, standing in for a profile photo. */
export const samplePortrait = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="#CFE0F7"/>` +
    `<circle cx="48" cy="38" r="18" fill="#C68A62"/>` +
    `<path d="M28 34c0-14 9-22 20-22s20 8 20 22c-4-8-10-11-20-11s-16 3-20 11z" fill="#3B2A20"/>` +
    `<path d="M14 96c2-20 16-30 34-30s32 10 34 30z" fill="#1F3A93"/>` +
    `</svg>`,
);

/** A square workspace logo: a coloured tile with a white emblem, like a public body's seal. */
export function sampleLogo(color: string, emblem: 'sun' | 'tower' | 'road'): string {
  const emblems = {
    sun: '<circle cx="32" cy="32" r="10" fill="#fff"/><path d="M32 12v8M32 44v8M12 32h8M44 32h8M18 18l6 6M40 40l6 6M46 18l-6 6M24 40l-6 6" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
    tower:
      '<path d="M22 50V26l10-10 10 10v24z" fill="#fff"/><rect x="29" y="36" width="6" height="14" fill="' +
      color +
      '"/>',
    road:
      '<path d="M26 52l4-40h4l4 40z" fill="#fff"/><path d="M32 18v6M32 30v6M32 42v6" stroke="' +
      color +
      '" stroke-width="2"/>',
  } as const;
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${color}"/>${emblems[emblem]}</svg>`,
  );
}
