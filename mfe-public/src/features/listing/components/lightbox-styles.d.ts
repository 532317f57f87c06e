/** The lightbox's stylesheet, as text. */
declare const lightboxStyles: string;
export default lightboxStyles;
