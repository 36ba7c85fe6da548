import type { MailMessage } from './outbox';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(titulo: string, paragrafos: string[], link: { url: string; texto: string }) {
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222">
<h2>${escapeHtml(titulo)}</h2>
${paragrafos.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.texto)}</a></p>
<p style="color:#666;font-size:12px">Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(link.url)}</p>
<p style="color:#666;font-size:12px">Mensagem automática do sistema de Controle de Transporte de Resíduos da Construção Civil. Não responda.</p>
</body></html>`;
  const texto = `${titulo}\n\n${paragrafos.join('\n\n')}\n\n${link.texto}: ${link.url}\n`;
  return { texto, html };
}

/** Password recovery (doc 1 §2.2): a one-time link valid for 24 hours. */
export function recoveryMail(to: { email: string; nome: string }, url: string): MailMessage {
  const { texto, html } = layout(
    'Recuperação de senha',
    [
      `Olá, ${to.nome}.`,
      'Recebemos um pedido para definir uma nova senha de acesso ao sistema RCC.',
      'O link abaixo vale por 24 horas e pode ser usado uma única vez. Se você não fez este pedido, ignore esta mensagem: sua senha atual continua valendo.',
    ],
    { url, texto: 'Definir nova senha' },
  );
  return { para: to.email, assunto: 'RCC — Recuperação de senha', texto, html };
}

/** Failed logins slowed an account (issue #12 item 3): its owner may end the slowdown at once. */
export function unlockMail(to: { email: string; nome: string }, url: string): MailMessage {
  const { texto, html } = layout(
    'Tentativas de acesso à sua conta',
    [
      `Olá, ${to.nome}.`,
      'Houve várias tentativas de acesso ao sistema RCC com o seu usuário e senha incorreta. Por segurança, novas tentativas estão sendo retardadas por alguns segundos.',
      'Se foi você, use o link abaixo para liberar o acesso imediatamente e entre com a sua senha. O link vale por 1 hora e pode ser usado uma única vez.',
      'Se não foi você, sua senha continua protegida; se desconfiar que alguém a conhece, use "Esqueci minha senha" para defini-la de novo.',
    ],
    { url, texto: 'Liberar meu acesso' },
  );
  return { para: to.email, assunto: 'RCC — Tentativas de acesso à sua conta', texto, html };
}

/** E-mail confirmation after self-registration (doc 1 §2.2). */
export function confirmationMail(to: { email: string; nome: string }, url: string): MailMessage {
  const { texto, html } = layout(
    'Confirmação de E-mail',
    [
      `Olá, ${to.nome}.`,
      'Seu cadastro no sistema RCC foi recebido. Confirme seu e-mail pelo link abaixo; depois da confirmação seus dados serão validados para que você possa acessar o sistema.',
    ],
    { url, texto: 'Confirmar e-mail' },
  );
  return { para: to.email, assunto: 'RCC — Confirmação de E-mail', texto, html };
}
