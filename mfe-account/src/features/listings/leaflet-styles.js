// Leaflet's stylesheet as text, for a <style> beside the map: the bundler reads CSS only when told
// to (the attribute), and this file is plain JavaScript because the TypeScript compiler step
// before the bundler drops import attributes.
export { default } from 'leaflet/dist/leaflet.css' with { type: 'text' };
