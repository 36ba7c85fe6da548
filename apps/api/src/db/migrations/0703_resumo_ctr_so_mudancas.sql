-- Issue #7: the summary trigger of solicitacao_transporte (migration 0500) took one from and gave
-- one back to the transporter's monthly CTR count on every status change, so every transition of a
-- transporter's CTRs in a month locked the same summary row until commit, and its transactions
-- queued behind each other (the bench's write tails). It now touches a summary only when what that
-- summary counts changed: the monthly count when the request date or the transporter changes (or a
-- CTR is inserted or deleted); the daily receipts when a CTR enters or leaves 'Destinada' or one of
-- its counted fields changes. And it runs at commit (deferred constraint trigger, as 0602 does for
-- the roll-ups), so a new CTR holds its monthly row only for the commit itself.

CREATE OR REPLACE FUNCTION resumo_ctr_trigger() RETURNS trigger AS $$
DECLARE
  old_rec boolean := false;
  new_rec boolean := false;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_rec := OLD.situacao = 'Destinada' AND OLD.data_hora_recebimento IS NOT NULL AND OLD.id_destino_final IS NOT NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_rec := NEW.situacao = 'Destinada' AND NEW.data_hora_recebimento IS NOT NULL AND NEW.id_destino_final IS NOT NULL;
  END IF;

  IF TG_OP = 'UPDATE' THEN
    IF old_rec IS DISTINCT FROM new_rec OR (old_rec AND
        (OLD.data_hora_recebimento, OLD.id_destino_final, OLD.id_transportador, OLD.volume_aproximado_m3)
          IS DISTINCT FROM (NEW.data_hora_recebimento, NEW.id_destino_final, NEW.id_transportador, NEW.volume_aproximado_m3)) THEN
      IF old_rec THEN
        PERFORM resumo_recebimento_aplicar(OLD.data_hora_recebimento, OLD.id_destino_final, OLD.id_transportador,
          OLD.volume_aproximado_m3, -1);
      END IF;
      IF new_rec THEN
        PERFORM resumo_recebimento_aplicar(NEW.data_hora_recebimento, NEW.id_destino_final, NEW.id_transportador,
          NEW.volume_aproximado_m3, 1);
      END IF;
    END IF;
    IF (OLD.data_hora_solicitacao, OLD.id_transportador) IS DISTINCT FROM (NEW.data_hora_solicitacao, NEW.id_transportador) THEN
      PERFORM resumo_ctr_aplicar(OLD.data_hora_solicitacao, OLD.id_transportador, -1);
      PERFORM resumo_ctr_aplicar(NEW.data_hora_solicitacao, NEW.id_transportador, 1);
    END IF;
    RETURN NULL;
  END IF;

  IF TG_OP = 'DELETE' THEN
    IF old_rec THEN
      PERFORM resumo_recebimento_aplicar(OLD.data_hora_recebimento, OLD.id_destino_final, OLD.id_transportador,
        OLD.volume_aproximado_m3, -1);
    END IF;
    PERFORM resumo_ctr_aplicar(OLD.data_hora_solicitacao, OLD.id_transportador, -1);
  ELSE
    IF new_rec THEN
      PERFORM resumo_recebimento_aplicar(NEW.data_hora_recebimento, NEW.id_destino_final, NEW.id_transportador,
        NEW.volume_aproximado_m3, 1);
    END IF;
    PERFORM resumo_ctr_aplicar(NEW.data_hora_solicitacao, NEW.id_transportador, 1);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

DROP TRIGGER solicitacao_transporte_resumo ON solicitacao_transporte;
CREATE CONSTRAINT TRIGGER solicitacao_transporte_resumo
AFTER INSERT OR DELETE OR UPDATE OF situacao, data_hora_recebimento, data_hora_solicitacao, id_destino_final,
  id_transportador, volume_aproximado_m3
ON solicitacao_transporte
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION resumo_ctr_trigger();
