import { ROTULO_EVENTO, type TipoEvento } from '@rcc/domain';
import { loadConfig } from '../../config';
import type { MailMessage } from '../mail/outbox';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The public address the e-mails link to (PUBLIC_URL), without a trailing slash: read once per
 * message (the configuration is parsed on each read, ~30 µs, and a message used it four times).
 */
const baseUrl = () => loadConfig().publicUrl.replace(/\/+$/, '');

const urlDescadastro = (base: string, token: string) =>
  `${base}/notificacoes/descadastrar?t=${encodeURIComponent(token)}`;

/**
 * RFC 8058 one-click unsubscribe for mail clients: they POST `List-Unsubscribe=One-Click` to the
 * API's address (no login; the signed token is the credential) and show their own button.
 */
const cabecalhosDescadastro = (base: string, token: string) => ({
  'List-Unsubscribe': `<${base}/api/notificacoes/descadastrar?t=${encodeURIComponent(token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

interface Item {
  titulo: string;
  texto: string;
  link: string | null;
}

function rodape(tipo: TipoEvento | null, descadastro: string) {
  const quais = tipo ? `do tipo "${ROTULO_EVENTO[tipo]}"` : 'com o resumo diário';
  return {
    texto: `Para não receber mais e-mails ${quais}, abra: ${descadastro}\nVocê pode mudar todas as suas preferências em Minha conta › Notificações.`,
    html: `<p style="color:#666;font-size:12px">Para não receber mais e-mails ${escapeHtml(quais)}, <a href="${escapeHtml(descadastro)}">descadastre-se com um clique</a>. Você pode mudar todas as suas preferências em Minha conta › Notificações.</p>`,
  };
}

function itemHtml(base: string, i: Item) {
  const link = i.link ? ` <a href="${escapeHtml(base + i.link)}">Abrir no RCC</a>` : '';
  return `<p><strong>${escapeHtml(i.titulo)}</strong><br>${escapeHtml(i.texto)}${link}</p>`;
}

const itemTexto = (base: string, i: Item) =>
  `${i.titulo}\n${i.texto}${i.link ? `\nAbrir no RCC: ${base}${i.link}` : ''}`;

function montar(
  para: { email: string; nome: string },
  assunto: string,
  itens: Item[],
  tipo: TipoEvento | null,
  token: string,
) {
  const base = baseUrl();
  const pe = rodape(tipo, urlDescadastro(base, token));
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222">
<p>Olá, ${escapeHtml(para.nome)}.</p>
${itens.map((i) => itemHtml(base, i)).join('\n')}
${pe.html}
<p style="color:#666;font-size:12px">Mensagem automática do sistema de Controle de Transporte de Resíduos da Construção Civil. Não responda.</p>
</body></html>`;
  const texto = `Olá, ${para.nome}.\n\n${itens.map((i) => itemTexto(base, i)).join('\n\n')}\n\n${pe.texto}\n`;
  return {
    para: para.email,
    assunto,
    texto,
    html,
    cabecalhos: cabecalhosDescadastro(base, token),
  } satisfies MailMessage;
}

/** One notification by e-mail, with the one-click unsubscribe link of its event type. */
export function emailNotificacao(
  para: { email: string; nome: string },
  tipo: TipoEvento,
  item: Item,
  tokenDescadastro: string,
): MailMessage {
  return montar(para, `RCC — ${item.titulo}`, [item], tipo, tokenDescadastro);
}

/** The daily digest: every notification not yet e-mailed, in one message. */
export function emailResumo(
  para: { email: string; nome: string },
  itens: Item[],
  tokenDescadastro: string,
): MailMessage {
  const assunto = `RCC — Resumo diário: ${itens.length} ${itens.length === 1 ? 'notificação' : 'notificações'}`;
  return montar(para, assunto, itens, null, tokenDescadastro);
}
