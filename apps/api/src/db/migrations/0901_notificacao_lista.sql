-- The notification list pages all of a user's rows newest first (read or not): (id_usuario, id DESC)
-- serves it without sorting the user's whole history; notificacao_usuario keeps serving the unread
-- count and the unread-only list.
CREATE INDEX notificacao_usuario_id ON notificacao (id_usuario, id DESC);
