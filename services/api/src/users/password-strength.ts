import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

/**
 * The zxcvbn score (0 to 4) a new password needs. 2 means about 10^8 guesses or more: safe
 * against online guessing, the only kind sign-in throttling and argon2 leave open.
 */
export const MIN_PASSWORD_SCORE = 2;

/**
 * Built once, when the API starts (the dictionaries take about 0.3 s and 40 MB to load).
 * Only the first 64 characters are scored and l33t variants are capped at 4 substitutions:
 * without the caps a crafted 128-character password takes most of a second of CPU to score,
 * with them at most about 30 ms, and common l33t spellings (P@ssw0rd) are still caught.
 */
const estimator = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
  maxLength: 64,
  l33tMaxSubstitutions: 4,
});

/** The account's own words a password must not be built from: the email, its local part and words, the username. */
function wordsOf(userInputs: readonly string[]): string[] {
  const words = new Set<string>();
  for (const input of userInputs) {
    const text = input.trim().toLowerCase();
    const parts = [text, ...text.split('@'), ...text.split(/[^\p{L}\p{N}]+/u)];
    for (const part of parts) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * Whether a password is too easy to guess: only whitespace, or scored below MIN_PASSWORD_SCORE
 * against common passwords, English words, names, keyboard patterns, dates, and the account's
 * own email and username (`userInputs`).
 */
export function isGuessablePassword(password: string, userInputs: readonly string[] = []): boolean {
  if (password.trim() === '') return true;
  return estimator.check(password, wordsOf(userInputs)).score < MIN_PASSWORD_SCORE;
}
