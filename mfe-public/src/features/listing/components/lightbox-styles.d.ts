/** The lightbox's stylesheet, imported as text (`with { type: 'text' }`) and put in a <style>. */
declare module 'yet-another-react-lightbox/styles.css' {
  const css: string;
  export default css;
}
