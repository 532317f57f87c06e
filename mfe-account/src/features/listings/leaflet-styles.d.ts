/** Leaflet's stylesheet, as text. */
declare const leafletStyles: string;
export default leafletStyles;
