-- Issue #14: the Painel's "Cadastros aguardando validação" counts the people with a profile waiting
-- for validation; view_pessoa answers that with one EXISTS per person (200,000 in a city), this
-- partial index lets the count start from the few pending profiles instead.
CREATE INDEX IF NOT EXISTS perfil_pendente ON perfil (id_pessoa) WHERE situacao_validacao = 'P';
