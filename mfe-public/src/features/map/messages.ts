/** The maps' texts: the search page's map, the listing page's area and the List/Map switch. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const RESULTS_MAP_TEXT = catalogue('RESULTS_MAP_TEXT', {
  label: 'Map of the results',
  loading: 'Loading the map…',
  searchThisArea: 'Search this area',
  drawArea: 'Draw an area',
  drawHint: 'Tap the map at each corner of the area, then press Done.',
  finishArea: 'Done',
  cancelDrawing: 'Cancel',
  clearArea: 'Clear the area',
  cluster: (count: number) => `${count} places here: zoom in`,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  noPlaceOnMap: 'None of these places is on the map yet.',
} as const);

export const RESULTS_VIEW_TEXT = catalogue('RESULTS_VIEW_TEXT', {
  label: 'Show the results as',
  list: 'List',
  map: 'Map',
} as const);

export const AREA_MAP_TEXT = catalogue('AREA_MAP_TEXT', {
  title: 'Where it is',
  label: (name: string) => `Map of the area around ${name}`,
  approximate: 'The circle shows the area. The exact address is shared by the owner.',
  exact: 'The pin shows the exact place.',
} as const);
