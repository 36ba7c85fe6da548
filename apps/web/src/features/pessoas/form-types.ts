export type LocalStatus = 'insert' | 'update' | 'remove' | undefined;

export interface PerfilItem {
  key: string;
  id?: number;
  status?: LocalStatus;
  idTipoPerfil: number | null;
  matricula?: string;
  orgao?: string | null;
  tipoDestinoFinal?: string | null;
  capacidadeMaximaSuportada?: number | string | null;
  formaCobranca?: number | null;
  situacaoValidacao?: string;
}

export type Dados = Record<string, unknown>;

export interface ItemComStatus extends Dados {
  key: string;
  id?: number;
  status?: LocalStatus;
}

export interface PessoaFormValues {
  id?: number;
  tipoPessoa: 'F' | 'J' | '';
  pessoaPj: Dados;
  usuarioPessoaFisica: Dados;
  perfisDaPessoa: PerfilItem[];
  responaveisPlaceholder?: never;
  responsaveis: ItemComStatus[];
  usuariosPj: ItemComStatus[];
}

/** Unsaved items get temporary ids (spec 1 §3): temp_id_ plus a timestamp. */
export const tempId = () => `temp_id_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`;

/** Marks an edited item: a new one stays 'insert', a saved one becomes 'update'. */
export const touched = <T extends { id?: number; status?: LocalStatus }>(item: T): T => ({
  ...item,
  status: item.id ? 'update' : 'insert',
});

export const ADDRESS = {
  cep: '',
  uf: 'DF',
  codIbge: 5300108,
  bairro: '',
  endereco: '',
  complemento: '',
  numero: '',
};
export const novoPerfil = (): PerfilItem => ({ key: tempId(), status: 'insert', idTipoPerfil: null });
