-- Issue #17: the yearly roll-up's trigger (1030) took a month's old row away and added its new one,
-- two upserts of the same yearly row, for every receipt that changes a month already begun (the
-- usual case: resumo_recebimento_agregar's upsert of the month is an UPDATE). When the month stays
-- in the same year and transporter, as an update of its sums always does, the year now takes the
-- difference in one upsert: one row lock and one new row version of the yearly row instead of two.

CREATE OR REPLACE FUNCTION resumo_recebimento_transportador_ano_trigger() RETURNS trigger AS $$
DECLARE
  d resumo_recebimento_transportador_mes;
BEGIN
  IF TG_OP = 'UPDATE' AND date_trunc('year', OLD.mes) = date_trunc('year', NEW.mes)
     AND OLD.id_transportador = NEW.id_transportador THEN
    d := NEW;
    d.volume := NEW.volume - OLD.volume;
    d.volume_att := NEW.volume_att - OLD.volume_att;
    d.volume_aterro := NEW.volume_aterro - OLD.volume_aterro;
    d.volume_recicladora := NEW.volume_recicladora - OLD.volume_recicladora;
    d.quantidade := NEW.quantidade - OLD.quantidade;
    d.linhas := NEW.linhas - OLD.linhas;
    d.linhas_att := NEW.linhas_att - OLD.linhas_att;
    d.linhas_aterro := NEW.linhas_aterro - OLD.linhas_aterro;
    d.linhas_recicladora := NEW.linhas_recicladora - OLD.linhas_recicladora;
    PERFORM resumo_recebimento_transportador_ano_somar(d, 1);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM resumo_recebimento_transportador_ano_somar(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM resumo_recebimento_transportador_ano_somar(NEW, 1);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
