/**
 * Texts of login, self-registration, social login and the public pages that the spec does not give
 * (the spec's own texts are in MSG). Kept apart so nobody mistakes them for spec wording.
 */
export const MSG_ACESSO = {
  aguardandoConfirmacao:
    'Enviamos um e-mail de confirmação para o endereço informado. Abra a mensagem e clique no link para confirmar seu e-mail; depois disso seus dados serão validados para que você possa acessar o sistema.',
  tokenMaximo: 'O token deve ter no máximo 6 caracteres',
  social: {
    falha: 'Não foi possível entrar pela rede social. Tente novamente ou use seu e-mail e senha.',
    provedorDesconhecido: 'Provedor de login desconhecido.',
    provedorNaoConfigurado: 'O login por esta rede social não está disponível.',
    ticketInvalido: 'O cadastro pela rede social expirou. Entre novamente pela rede social.',
  },
  cadastro: {
    jaCadastradoDica:
      'Usuário já cadastrado. Altere os dados informados ou, se você já possui cadastro, use "Esqueci minha senha" para recuperar o acesso.',
    perfilRepetido: 'Cada tipo de perfil pode ser escolhido apenas uma vez.',
    perfilNaoPermitido: 'Tipo de perfil não permitido para este tipo de pessoa.',
    tipoDestinoObrigatorio: 'O preenchimento do campo: Tipo de Destino Final é obrigatório.',
    arquivoTipo: 'Só é permitido anexar arquivos PDF ou imagens (PNG, JPEG).',
    arquivoSomentePdf: (documento: string) => `O documento "${documento}" deve ser um arquivo PDF.`,
    licencaPdf: 'A licença ambiental deve ser um arquivo PDF.',
    arquivoGrande: 'Cada arquivo deve ter no máximo 10 MB.',
    tipoArquivoDesconhecido: 'Tipo de documento desconhecido.',
    perfilDoUsuarioDesconhecido: 'O perfil escolhido para o usuário não foi informado no cadastro.',
    usuarioRepetido: 'O mesmo e-mail foi informado para mais de um usuário.',
    municipioInvalido: 'Município inválido.',
    cpfCnpjNaoEncontrado: 'Nenhuma pessoa cadastrada com este CPF/CNPJ.',
  },
} as const;
