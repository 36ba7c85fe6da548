/** The address columns (each may be null) of work sites, bins, people, users and the profile views. */
export const ENDERECO_FIND = {
  cep: 'string',
  uf: 'string',
  codIbge: 'number',
  bairro: 'string',
  endereco: 'string',
  complemento: 'string',
  numero: 'string',
} as const;

/** The person behind a profile, as the profile views (transporters, destinations) carry it. */
export const PESSOA_VIEW_FIND = {
  idPessoa: 'number',
  nomeRazaoSocial: 'string',
  cpfCnpj: 'string',
  tipoPessoa: 'string',
  email: 'string',
  celular: 'string',
  situacao: 'string',
  ...ENDERECO_FIND,
} as const;
