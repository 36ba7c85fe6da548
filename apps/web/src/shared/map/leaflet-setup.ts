import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

// Leaflet's default marker guesses its image path from the CSS, which breaks under Vite
// (STACK-NOTES): point it at the bundled images explicitly.
L.Icon.Default.mergeOptions({ iconRetinaUrl, iconUrl, shadowUrl });

// Tiles, attribution and max zoom come only from the server (GET /api/config/mapa, useMapaConfig).
/** The Distrito Federal as the default view of the work-site maps. */
export const DF_CENTER: [number, number] = [-15.7939, -47.8828];
