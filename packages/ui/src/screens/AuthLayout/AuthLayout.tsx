import type { ReactNode } from 'react';
import { Box } from '../../primitives/Box';
import { Stack, type StackProps } from '../../primitives/Stack';
import { authCard, authPage } from './authLayout.css';

/**
 * The layout of the screens before the shell (sign-in, workspace picker): one card centred on a quiet wash of the
 * primary colour, at the top of the page on narrow screens. Each screen gives the card its own width (`className`).
 */
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <Box
      className={authPage}
      display="flex"
      alignItems={{ default: 'center', narrow: 'flex-start' }}
      justifyContent="center"
      padding={{ default: '4', narrow: '3' }}
    >
      {children}
    </Box>
  );
}

/** The card of an AuthPage: its sections one above the other, closer together on narrow screens. */
export function AuthCard({ className, ...props }: Omit<StackProps, 'space' | 'padding' | 'width'>) {
  return (
    <Stack
      space={{ default: '5', narrow: '4' }}
      width="full"
      padding={{ default: '8', narrow: '5' }}
      className={[authCard, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
