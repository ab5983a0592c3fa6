// The two sign-in providers' marks, inline SVG (no network, no asset files). Decorative: each appears next to the
// provider's written name.

/** Google's four-colour "G". */
export function GoogleLogo({ size = 18 }: { size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/** Firebase's flame, the hosted service behind e-mail and password sign-in. */
export function FirebaseLogo({ size = 18 }: { size?: number }) {
  return (
    <svg viewBox="0 0 256 351" width={(size * 256) / 351} height={size} aria-hidden="true" focusable="false">
      <path fill="#FFC24A" d="M0 283l2.1-3L102.5 89.5l.2-2L58.5 4.4C54.8-2.6 44.3-.8 43.1 7L0 283z" />
      <path fill="#FFA712" d="M135 150.4l33-33.8-33-62.9c-3.1-6-12-6-15 0l-17.7 33.6v2.9L135 150.4z" />
      <path fill="#F6820C" d="M0 283l1-1 3.5-1.4 128.5-128 1.6-4.4-32-61.1z" />
      <path
        fill="#FDE068"
        d="M139.1 347.6l116.3-64.9-33.2-204.5c-1-6.4-8.9-8.9-13.5-4.3L0 283l115.6 64.5a24.1 24.1 0 0 0 23.5.1"
      />
      <path
        fill="#FCCA3F"
        d="M254.4 282.2L221.4 79.2c-1-6.4-7.6-9-12.1-4.4L1.3 282.6l114.3 63.9a23.9 23.9 0 0 0 23.4 0l115.4-64.3z"
      />
      <path
        fill="#EEAB37"
        d="M139.1 345.6a24.1 24.1 0 0 1-23.5 0L.9 282l-.9 1 115.6 64.5a24.1 24.1 0 0 0 23.5.1l116.3-64.9-.3-1.7-116 64.6z"
      />
    </svg>
  );
}
