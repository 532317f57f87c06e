/**
 * The shell's own pages drawn at build time, once per language: the shell's server sends each in
 * the page, styled by the build's stylesheet of antd's styles, so the form paints with the HTML
 * instead of after the entry and antd's code have arrived and run (on a phone, seconds later).
 * The build makes their forms' submit buttons plain buttons (ShellPagesPlugin): before the app has
 * taken over, a form can be filled in but not sent, which with two fields or more Enter cannot do
 * either. What was typed is carried over when the app draws the form (carry-focus-over.ts).
 */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@nivasa/session/query-client';
import { PATHS } from '@nivasa/contracts/paths';
import { SignInPage } from '../pages/sign-in-page';
import { SignUpPage } from '../pages/sign-up-page';

/** The page's sign-in attempt lives in a query client, as in the app. */
function FirstScreen({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

export const prerendered = {
  [PATHS.signIn]: (
    <FirstScreen>
      <SignInPage />
    </FirstScreen>
  ),
  [PATHS.signUp]: (
    <FirstScreen>
      <SignUpPage />
    </FirstScreen>
  ),
};
