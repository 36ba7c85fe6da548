import * as q from './queries';

export const findTransportadores = q.findTransportadores;
export const findLocaisDescarte = q.findLocaisDescarte;
