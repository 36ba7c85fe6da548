import { MSG_ACCESS as A } from '../messages/access';

/**
 * Doc 1 §5 and §8 texts, verbatim, by the names the administration forms use; a text the
 * catalogue (MSG_ACCESS) already holds is taken from it, never written twice.
 */
export const MSG_PESSOAS = {
  obrigatorio: A.usuario.obrigatorio,
  naoPreenchido: A.meusDados.naoPreenchido,
  naoPreenchidoEmpresa: A.meusDados.naoPreenchidoEmpresa,
  senhasNaoCoincidem: A.meusDados.senhasNaoCoincidem,
  identificadorObrigatorio: A.meusDados.identificadorObrigatorio,
  identificadorMax: 'O Identificador da Chave deve ter no máximo 12 caracteres',
  celularInvalido: A.usuario.celularInvalido,
  cpfCampoInvalido: A.usuario.cpfInvalido,
  emailInvalido: A.usuario.emailInvalido,
  emailConfirmacao: A.usuario.emailConfirmacao,
  senhaObrigatoria: A.usuario.senhaObrigatoria,
  senhaTamanho: A.usuario.senhaTamanho,
  senhaConfirmacao: A.usuario.senhaConfirmacao,
  selecionePerfil: A.usuario.selecionePerfil,
  selecaoMinimaPerfil: A.usuario.perfilMinimo,
  tipoPessoa: A.pessoa.selecioneTipo,
  umOuMaisPerfis: A.pessoa.adicionePerfil,
  perfilSemTipo: A.pessoa.selecionePerfil,
  perfilRepetido: 'Cada tipo de perfil pode ser escolhido apenas uma vez por pessoa.',
  perfilNaoPermitido: 'Tipo de perfil não permitido para esta pessoa.',
  cnpjInvalido: A.pessoa.cnpjInvalido,
  cpfInvalido: A.pessoa.cpfInvalido,
  registreResponsaveis: A.pessoa.registreResponsaveis,
  usuarioPj: A.pessoa.usuarioPJObrigatorio,
  usuarioJaCadastrado:
    'Usuário já cadastrado. Altere os dados informados ou recupere a sua senha em "Esqueci minha senha".',
  perfilEmUso: A.pessoa.perfilAtribuido,
  cnpjSomenteAdmin: 'Somente um administrador pode alterar o CNPJ.',
  cpfSomenteAdmin: 'Somente um administrador pode alterar o CPF do usuário.',
  escolhaOpcao: A.pessoa.escolhaValidacao,
  justifique: 'O preenchimento do campo: Justifique é obrigatório.',
  configuracoesSalvas: A.configuracoes.alteradas,
  emailCampo: (campo: string) => `O campo ${campo} deve ser um e-mail válido`,
  portaSmtp: 'A porta SMTP deve ser 587, 465, 25 ou 2525',
  telefoneOrgao:
    'O Telefone do órgão deve ser um número de utilidade pública (3 ou 4 dígitos, como 162) ou um telefone com DDD ou 0800 (10 ou 11 dígitos).',
  licencaSomentePdf: 'A licença ambiental deve ser um arquivo PDF.',
  somentePdf: 'Este documento só aceita arquivos no formato PDF.',
  pdfOuImagem: 'Só é permitido anexar arquivos PDF ou imagens (PNG, JPEG).',
  arquivoGrande: 'Só é permitido anexar um arquivo com tamanho máximo: 5MB.',
  documentoVencido: 'Atenção! Documento vencido',
  formaCobrancaBloqueada: (data: string) =>
    `A forma de cobrança só pode ser alterada 90 dias após a última alteração, ou seja, a partir de ${data}.`,
  acessoApiInativo: 'O acesso à API só pode ser habilitado para pessoas com situação Ativo.',
  acessoApiDesabilitado: 'O acesso à API não está habilitado para esta pessoa.',
  linkIndisponivel: 'Só é possível gerar o link para um usuário ativo de uma pessoa Ativa ou Pendente.',
  cltrccIndisponivel: 'O certificado só é emitido para transportadores ativos, aprovados e com validade.',
  cltrccNaoEncontrado: 'Código de verificação não encontrado.',
  // §8 successes
  tokenGerado: A.apiToken.gerado,
  identificadorAlterado: A.apiToken.identificadorAlterado,
  tokenApagado: A.apiToken.apagado,
  usuarioCriado: A.usuario.criado,
  linkGerado: A.pessoa.linkGerado,
  novaSenhaEnviada: A.pessoa.senhaEnviada,
  cadastroFeito: A.pessoa.cadastroFeito,
  edicoesFeitas: A.pessoa.edicoesFeitas,
  responsavelCadastrado: A.pessoa.responsavelCadastrado,
  responsavelAtualizado: A.pessoa.responsavelAtualizado,
  responsavelRemovido: A.pessoa.responsavelRemovido,
  usuarioCadastrado: A.usuario.cadastrado,
  usuarioAtualizado: A.usuario.atualizado,
  usuarioRemovido: A.usuario.removido,
  // §8 failures
  naoMudarSituacao: A.pessoa.falhaSituacao,
  naoValidar: A.pessoa.falhaValidar,
  regenerarAviso:
    'ATENÇÃO. Ao gerar um novo token o anterior será invalidado e os sistemas que o utilizam deixarão de funcionar. Deseja continuar?',
  apagarAviso:
    'ATENÇÃO. Ao apagar o token os sistemas que o utilizam deixarão de funcionar. Deseja continuar?',
} as const;
