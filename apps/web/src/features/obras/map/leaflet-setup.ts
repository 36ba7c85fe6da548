import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

// Leaflet's default marker guesses its image path from the CSS, which breaks under Vite
// (STACK-NOTES): point it at the bundled images explicitly.
L.Icon.Default.mergeOptions({ iconRetinaUrl, iconUrl, shadowUrl });

/** Map tiles come from the server's TILE_URL setting (DESIGN §5): see ConfiguredTileLayer. */
export const TILE_ATTRIBUTION = '&copy; colaboradores do OpenStreetMap';
/** spec 3 §9: max zoom 19; the Distrito Federal as the default view. */
export const MAX_ZOOM = 19;
export const DF_CENTER: [number, number] = [-15.7939, -47.8828];

export { L };
