/**
 * Spec 1 (access, people, administration) §5 and §8: user-facing texts, spelled exactly as the spec
 * spells them (its typos included: clients and tests match these strings).
 */
export const MSG_ACCESS = {
  login: {
    falha: 'Usuário ou senha não conferem ou seus dados ainda não foram validados',
    selecionePessoa: 'Por favor selecione uma pessoa',
    nenhumaPessoa: 'Nenhuma pessoa encontrada, por favor, verifique o e-mail',
  },
  recuperacao: {
    usuarioObrigatorio: 'Por favor digite o E-mail ou CPF para recuperar a senha.',
    enviada: (email: string) => `Uma nova senha foi enviada para o usuário ${email}`,
    usuarioNaoEncontrado: 'Não foi possível encontrar o Usuário',
  },
  senha: {
    camposObrigatorios: 'Verifique os dados para atualização.',
    naoConferem: 'A senha inserida nao conferem.',
    atualizada: 'Senha Atualizada con sucesso.',
    falhaAtualizar: 'Não foi possível atualizar a senha.',
  },
  confirmacaoEmail: {
    confirmando: 'Olá, estamos confirmando o E-mail.',
    confirmado:
      'Olá, seu email foi confirmado e seus dados serão validados para que você possa acessar o sistema.',
    falha: 'Olá, email não pode ser confirmado.',
  },
  sessao: {
    expirada: 'Sessão expirada. Faça login novamente',
  },
  meusDados: {
    naoPreenchido: (campo: string) => `${campo} não foi preenchido`,
    naoPreenchidoEmpresa: (campo: string) => `${campo} da empresa não foi preenchido`,
    emailNaoPreenchido: 'E-mail não foi preenchido',
    senhasNaoCoincidem: 'A senhas não coincidem',
    identificadorObrigatorio: 'Identificador da Chave não foi preenchido',
    falhaSalvar: 'Não foi possivel salvar dados de usuário, por favor, contate um administrador do sistema',
  },
  apiToken: {
    gerado: 'Token gerado com sucesso',
    erroGerar: 'Erro ao gerar token',
    identificadorAlterado: 'Identificador alterado com sucesso',
    falhaIdentificador:
      'Não foi possivel salvar o identificador da chave token, por favor, contate um administrador do sistema',
    apagado: 'Token apagado com sucesso',
    falhaApagar: 'Não foi possivel deletar a sua chave token, por favor, contate um administrador do sistema',
  },
  usuario: {
    obrigatorio: (campo: string) => `O preenchimento do campo: ${campo} é obrigatório.`,
    celularInvalido: 'O campo de celular não está preenchido corretamente',
    cpfInvalido: 'O campo de cpf não está preenchido corretamente',
    emailInvalido: 'O campo de email está incorreto, deve estar no formato: "usuario@servidor"...',
    emailConfirmacao: 'O campo de email precisa ser igual ao campo de confirmar email',
    senhaObrigatoria: 'O campo de senha é obrigatório',
    senhaTamanho: 'O campo de senha deve ter no mínimo 6 digítos, e no máximo 15 digítos',
    senhaConfirmacao: 'O campo de senha precisa ser igual ao campo de confirmar senha',
    selecionePerfil: 'Selecione um perfil',
    perfilMinimo: 'A seleção mínima de um perfil é obrigatória',
    criado: 'Usuário criado com sucesso',
    cadastrado: 'Usuário cadastrado com sucesso',
    atualizado: 'Usuário atualizado com sucesso',
    removido: 'Usuário removido com sucesso',
    falhaCriar: 'Não foi possível criar este usuário, por favor, contate um administrador do sistema',
    confirmarExclusao: 'Tem certeza que deseja excluir este usuário?',
  },
  pessoa: {
    selecioneTipo: 'Selecione um tipo de pessoa.',
    selecionePerfil: 'Por favor selecione pelo menos um perfil',
    adicionePerfil: 'É necessário adicionar um ou mais perfis',
    cnpjInvalido: 'CNPJ inválido',
    cpfInvalido: 'CPF Inválido',
    registreResponsaveis: 'Registre os responsáveis pela empresa',
    usuarioPJObrigatorio: 'É necessário cadastrar ao menos um usuário para a pessoa jurídica.',
    jaCadastrado: 'Usuário já cadastrado',
    anexarDocumentos: 'É necessário anexar todos os documentos',
    perfilAtribuido: (usuarios: string) =>
      `Não foi possível remover este perfil, pois ele está atribuíto ao(s) usuário(s): ${usuarios}`,
    falhaSituacao: 'Não foi possível mudar a situação desta pessoa',
    falhaValidar: 'Não foi possível validar esta pessoa',
    falhaAcao: 'Não foi executar esta ação, por favor, contate um administrador do sistema',
    falhaSolicitacao: 'Não foi possível concluir esta solicitação',
    linkGerado: 'Link gerado com sucesso',
    senhaEnviada: (nome: string) => `Uma nova senha foi enviada para o usuário ${nome}`,
    cadastroFeito: 'Cadastro feito com sucesso',
    edicoesFeitas: 'Edições feitas com sucesso',
    responsavelCadastrado: 'Responsável cadastrado com sucesso',
    responsavelAtualizado: 'Responsável atualizado com sucesso',
    responsavelRemovido: 'Responsável removido com sucesso',
    escolhaValidacao: 'Escolha uma opção como será validado esta pessoa',
  },
  configuracoes: {
    alteradas: 'Configurações alteradas com sucesso!',
  },
  listaPublica: {
    nenhumTransportador: 'Nenhum transportador encontrado',
  },
} as const;
