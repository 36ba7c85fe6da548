import {
  isValidCpfCnpj,
  isValidEmail,
  MSG,
  normalizeCpfCnpj,
  onlyDigits,
  requiresCacamba,
  transportadorDoUsuario,
} from '@rcc/domain';
import type { SessionUser } from '../../shared/auth/types';
import type { ResiduosValue } from './ResiduosField';
import { emptyVeiculoCacamba, type VeiculoCacambaValue } from '../../shared/ctr/VeiculoCacambaFields';

/** The 'Enviar Transporte não Solicitado' form (spec 2 §2, §3 "New-transport payload", §5). */
export interface NaoSolicitadoValues {
  tipoPessoa: 'F' | 'J';
  cpfCnpj: string;
  nomeRazaoSocial: string;
  email: string;
  celular: string;
  cep: string;
  endereco: string;
  bairro: string;
  complemento: string;
  numero: string;
  municipio: string;
  uf: string;
  codIbge: number | null;
  idGerador: number | null;
  /**
   * The generator was found by its exact CPF/CNPJ (issue #12): the form got only its name, a masked
   * document and its generator profile; its contact data stays on record and is not asked again.
   */
  geradorCadastrado: boolean;
  obraExistente: boolean;
  idObra: number | null;
  nomeObra: string;
  duracaoInicial: string | null;
  duracaoFinal: string | null;
  possuiAlvara: '0' | '1';
  numeroAlvara: string;
  quantidadeCacambas: string;
  residuos: ResiduosValue;
  veiculo: VeiculoCacambaValue;
}

export const initialNaoSolicitado = (tipoPessoa: 'F' | 'J' = 'F'): NaoSolicitadoValues => ({
  tipoPessoa,
  cpfCnpj: '',
  nomeRazaoSocial: '',
  email: '',
  celular: '',
  cep: '',
  endereco: '',
  bairro: '',
  complemento: '',
  numero: '',
  municipio: '',
  uf: '',
  codIbge: null,
  idGerador: null,
  geradorCadastrado: false,
  obraExistente: false,
  idObra: null,
  nomeObra: '',
  duracaoInicial: null,
  duracaoFinal: null,
  possuiAlvara: '0',
  numeroAlvara: '',
  quantidadeCacambas: '1',
  residuos: { residuos: [], idResiduoPredominante: null },
  veiculo: emptyVeiculoCacamba,
});

const obrigatorio = (campo: string) => MSG.usuario.obrigatorio(campo);
const max = (n: number) => MSG.sistema.campos.textoMaximo(n);
const text =
  (campo: string, limit: number, required = true) =>
  (v: string) =>
    required && !v.trim() ? obrigatorio(campo) : v.length > limit ? max(limit) : null;

export const validateNaoSolicitado = {
  cpfCnpj: (v: string, values: NaoSolicitadoValues) => {
    const doc = normalizeCpfCnpj(v);
    if (!doc) return MSG.cpfCnpj.naoPreenchido;
    if (doc.length < (values.tipoPessoa === 'F' ? 11 : 14)) return MSG.cpfCnpj.incompleto;
    return isValidCpfCnpj(doc) ? null : MSG.cpfCnpj.invalido;
  },
  nomeRazaoSocial: text('Nome', 150),
  email: (v: string, values: NaoSolicitadoValues) =>
    values.geradorCadastrado
      ? null
      : !v.trim()
        ? obrigatorio('E-mail')
        : !isValidEmail(v)
          ? MSG.email.invalido
          : v.length > 100
            ? max(100)
            : null,
  celular: (v: string, values: NaoSolicitadoValues) =>
    !values.geradorCadastrado && onlyDigits(v).length !== 11 ? obrigatorio('Celular') : null,
  cep: (v: string) => (!v ? obrigatorio('CEP') : onlyDigits(v).length !== 8 ? MSG.cep.incompleto : null),
  endereco: text('Endereço', 100),
  bairro: text('Bairro', 80),
  complemento: text('Complemento', 100, false),
  numero: text('Número', 10),
  idObra: (v: number | null, values: NaoSolicitadoValues) =>
    values.obraExistente && !v ? MSG.naoSolicitado.selecioneObra : null,
  nomeObra: (v: string, values: NaoSolicitadoValues) =>
    values.obraExistente ? null : text('Nome da obra', 100)(v),
  duracaoInicial: (v: string | null, values: NaoSolicitadoValues) => {
    if (!v) return obrigatorio('Duração Inicial');
    return values.duracaoFinal && v > values.duracaoFinal
      ? 'A duração inicial não pode ser posterior à final.'
      : null;
  },
  duracaoFinal: (v: string | null) => (v ? null : obrigatorio('Duração Final')),
  numeroAlvara: (v: string, values: NaoSolicitadoValues) =>
    values.possuiAlvara === '1' && !v.trim() ? obrigatorio('Número Alvará') : null,
  residuos: (v: ResiduosValue) =>
    v.residuos.length === 0
      ? MSG.naoSolicitado.nenhumResiduo
      : !v.idResiduoPredominante
        ? MSG.solicitacao.residuoPredominante
        : null,
  veiculo: (v: VeiculoCacambaValue) =>
    !v.idVeiculo
      ? MSG.naoSolicitado.selecioneVeiculo
      : requiresCacamba(v.tipo) && !v.idCacamba
        ? MSG.naoSolicitado.selecioneCacamba
        : null,
};

/** Spec 2 §6: the transporter profile the user acts through (the domain's rule). */
export const transportadorPerfilId = (user: SessionUser | null) => transportadorDoUsuario(user?.perfis ?? []);

export function toNaoSolicitadoPayload(v: NaoSolicitadoValues, idTransportador: number | null) {
  const residuos = v.residuos.residuos.map((r) => ({
    idTipoResiduo: r.idTipoResiduo,
    volume: r.volumeAproximadoM3,
  }));
  const idCacamba = requiresCacamba(v.veiculo.tipo) ? v.veiculo.idCacamba : null;
  return {
    naoSolicitado: 'S',
    obraExistente: v.obraExistente,
    tipoPessoa: v.tipoPessoa,
    quantidadeCacambas: Number(v.quantidadeCacambas),
    veiculo: { id: v.veiculo.idVeiculo, tipo: v.veiculo.tipo, poliguindaste: v.veiculo.poliguindaste },
    idResiduoPredominante: v.residuos.idResiduoPredominante,
    idGerador: v.idGerador,
    idTransportador,
    idVeiculo: v.veiculo.idVeiculo,
    ...(idCacamba ? { idCacamba } : {}),
    obra: {
      id: v.obraExistente ? v.idObra : undefined,
      nomeObra: v.nomeObra,
      duracaoInicial: v.duracaoInicial,
      duracaoFinal: v.duracaoFinal,
      possuiAlvara: Number(v.possuiAlvara),
      numeroAlvara: v.possuiAlvara === '1' ? v.numeroAlvara : null,
      cep: onlyDigits(v.cep),
      endereco: v.endereco,
      bairro: v.bairro,
      complemento: v.complemento || null,
      numero: v.numero,
      codIbge: v.codIbge,
      uf: v.uf || null,
      pessoa: {
        tipoPessoa: v.tipoPessoa,
        cpfCnpj: normalizeCpfCnpj(v.cpfCnpj),
        nomeRazaoSocial: v.nomeRazaoSocial,
        ...(v.geradorCadastrado ? {} : { email: v.email, celular: onlyDigits(v.celular) }),
        cep: onlyDigits(v.cep),
        endereco: v.endereco,
        bairro: v.bairro,
        complemento: v.complemento || null,
        numero: v.numero,
        codIbge: v.codIbge,
        uf: v.uf || null,
      },
      transportadores: idTransportador ? [idTransportador] : [],
      residuos,
    },
  };
}
