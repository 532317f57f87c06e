// The lightbox's stylesheet as text, for a <style> beside it: the bundler reads CSS only when
// told to (the attribute), and this file is plain JavaScript because the TypeScript compiler
// step before the bundler drops import attributes.
export { default } from 'yet-another-react-lightbox/styles.css' with { type: 'text' };
