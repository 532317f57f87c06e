/**
 * Text a person typed, without the characters that only hide or disguise: C0 and C1 controls
 * (NUL, escape…), the bidirectional embeddings, overrides and isolates (U+202A–202E,
 * U+2066–2069) that make a listing read differently from what it says, the zero-width space
 * (U+200B) and the byte-order mark (U+FEFF). The zero-width joiner and non-joiner (U+200D,
 * U+200C) stay: Sinhala and Tamil spell conjuncts with them (ශ්‍රී). A field that allows several
 * lines keeps its line breaks (as \n) and tabs; in a one-line field they become spaces.
 */
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b\u202a-\u202e\u2066-\u2069\ufeff]/g;
const HIDDEN_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u202a-\u202e\u2066-\u2069\ufeff]/g;

export type TextLines = 'single' | 'multi';

export const PLAIN_TEXT: Record<TextLines, (value: string) => string> = {
  single: (value) => value.replace(/[\t\n\r]+/g, ' ').replace(HIDDEN_CHARACTERS, ''),
  multi: (value) => value.replace(/\r\n?/g, '\n').replace(HIDDEN_CHARACTERS_BUT_LINES, ''),
};
