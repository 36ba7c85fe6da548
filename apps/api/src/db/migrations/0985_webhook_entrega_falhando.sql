-- Issue #18 "Filas e entregas": the administrator's list of failing webhook deliveries (given up, or
-- pending after a failed attempt) reads this small partial index instead of the whole delivery log.
CREATE INDEX webhook_entrega_falhando ON webhook_entrega (ultima_tentativa_em DESC, id DESC)
  WHERE situacao = 'falhou' OR (situacao = 'pendente' AND tentativas > 0);
