-- Which document types a transporter presents is a rule (doc 1 §3), kept once in packages/domain
-- (DOCUMENTOS_OBRIGATORIOS) and used by the registration, the validation and the forms; these
-- columns were a second copy of it. TipoArquivo/find derives obrigatorioPj/obrigatorioPf from the rule.
ALTER TABLE tipo_arquivo DROP COLUMN obrigatorio_pj, DROP COLUMN obrigatorio_pf;
