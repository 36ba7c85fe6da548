-- Issue #15: the site footer names the authority that runs the service and its phone from the
-- settings (Configurações), like the contact e-mails, instead of fixed text. The existing row keeps
-- what the footer showed until now.
ALTER TABLE parametro
  ADD COLUMN nome_orgao varchar(200) DEFAULT 'Serviço de Limpeza Urbana do Distrito Federal (SLU/DF) · Governo do Distrito Federal',
  ADD COLUMN telefone_orgao varchar(20) DEFAULT '162';
